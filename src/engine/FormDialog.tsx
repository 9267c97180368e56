import { Suspense, useState } from 'react';
import { Dialog, DialogContent, DialogTitle, LinearProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { mayUseForm } from './formRoles';
import type { ResourceConfig } from '../../language/types';
import { useRole } from '../auth/useRole';
import { AssignmentForm } from './AssignmentForm';
import { ConfirmForm } from './ConfirmForm';
import { useCustomFormMode } from './customParts';
import { dialogSize } from './dialogSize';
import { DetailsView } from './DetailsView';
import { useCloseGuard } from './closeGuard';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import { formTitle } from './formTitle';
import { GeneratedForm } from './GeneratedForm';
import type { ModeProps } from './modeProps';
import { useFormMode } from './useFormMode';
import { formTextKeys, keyIfText } from './formTextKeys';
import { screenTexts } from '../../language/screenTexts';

const ModeBody = (props: ModeProps) => {
  const form = props.config.forms[props.mode]!;
  const Panel = useCustomFormMode(form.kind === 'panel' ? form.panel : undefined);
  if (form.kind === 'confirm') return <ConfirmForm {...props} />;
  if (form.kind === 'assignment') return <AssignmentForm {...props} />;
  if (form.kind === 'panel') {
    if (!Panel) throw new Error(`The ${props.mode} form of ${props.config.name} is a custom form mode that names none (panel)`);
    return (
      <Suspense fallback={<LinearProgress />}>
        {/* Not made during render: the context gives one module-level component per key, the same every render. */}
        {/* eslint-disable-next-line react-hooks/static-components */}
        <Panel {...props} />
      </Suspense>
    );
  }
  // A view of read-only fields is the details view; one with editable fields (its tables) is the
  // form itself, read-only with Done (GeneratedForm).
  const readOnly = new Set(form.readOnly ?? []);
  if ((form.fields ?? []).every((f) => readOnly.has(f))) return <DetailsView {...props} />;
  return <GeneratedForm {...props} />;
};

/** The one open form mode of a screen, as a dialog over its list; full screen when the window is `narrow` (a phone). */
export const FormDialog = ({ config, mode: fixedMode, narrow = false }: { config: ResourceConfig; mode?: string; narrow?: boolean }) => {
  const translate = useTranslate();
  const params = useParams();
  const mode = fixedMode ?? params.mode ?? '';
  const id = params.id;
  const { close } = useFormMode(config);
  const { role } = useRole();
  const form = config.forms[mode];
  const { cancel, guard } = useCloseGuard(close, formTextKeys(translate, config.name, mode).leave);
  const needsRecord = mode !== 'create' && !!form;
  const { data: record, isFetching, error } = useGetOne(config.name, { id: id! }, { enabled: needsRecord });
  // react-admin fills the record's cache from the list's rows, then reads the record again when
  // a form asks. A form starts from that first read, which may hold more than the row (an API
  // link's authentication details); later reads in the background never restart it.
  const [readId, setReadId] = useState<string>();
  if (needsRecord && readId !== id && !isFetching && (record || error)) setReadId(id);
  const waiting = needsRecord && readId !== id;
  if (!form || !mayUseForm(config, mode, role)) return null;
  return (
    <Dialog open onClose={cancel} fullWidth {...dialogSize(form, narrow)} aria-labelledby="form-mode-title">
      <DialogTitle id="form-mode-title">{translate(formTitle(config.name, mode, form, record))}</DialogTitle>
      <DialogContent sx={{ '&&': { pt: 1 } }}>
        {waiting && !error && <LinearProgress />}
        {needsRecord && error ? (
          <ErrorBanner
            message={failureMessage(
              translate,
              error,
              formTextKeys(translate, config.name, mode).read ??
                formTextKeys(translate, config.name, mode).failure ??
                keyIfText(translate, screenTexts(config.name).loadError),
              'get',
              config,
            )}
          />
        ) : (
          (!needsRecord || (record && !waiting)) &&
          guard(<ModeBody config={config} mode={mode} record={record} close={close} cancel={cancel} narrow={narrow} />)
        )}
      </DialogContent>
    </Dialog>
  );
};
