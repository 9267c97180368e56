import { useMemo, useRef, useState } from 'react';
import { Alert, Box, Button, LinearProgress } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { FormConfig, ResourceConfig } from '../../language/types';
import { useSession } from '../auth/useSession';
import { useReportDirty } from './closeGuard';
import { ErrorBanner } from './ErrorBanner';
import { FirstErrorFields, useShownByField } from './firstError';
import { FieldInput } from './FieldInput';
import { schemaProperty } from './columnLabel';
import { isMultiline } from './multiline';
import { formFields, formStart } from './formFields';
import { formSchemaOf } from './formSchema';
import { DraftOffer } from './DraftOffer';
import { loadFailure } from './loadFailure';
import { LostUpdateDialog } from './LostUpdateDialog';
import { FormButtons } from './FormButtons';
import { formTextKeys, keyIfText } from './formTextKeys';
import type { ModeProps } from './modeProps';
import { TableField } from './TableField';
import { isHeld } from './formLock';
import { useFieldChoices } from './useFieldChoices';
import { useFormLoads } from './useFormLoads';
import { useFormSubmit } from './useFormSubmit';

interface InputsProps {
  config: ResourceConfig;
  mode: string;
  form: FormConfig;
  userType: string | undefined;
  /** the whole form is read-only (a view, or a record the form's lock holds) */
  locked: boolean;
  recordId: unknown;
  submitting: ReturnType<typeof useFormSubmit>;
  /** a stored value the form could not read (it started without it) */
  startProblem: string | null;
  cancel: () => void;
}

/**
 * Inside the form: the fields that show for the values typed so far (and this user), their
 * required markers, the declared tables, the banner (a save's failure, else a failed load of a
 * field's choices), and tells the hosting dialog whether the user has changed anything. A refused
 * save's message that a field or cell shows by itself is not said again in the banner.
 */
const FormInputs = ({ config, mode, form, userType, locked, recordId, submitting, startProblem, cancel }: InputsProps) => {
  const translate = useTranslate();
  useReportDirty(useFormState().isDirty && !locked);
  const values = useWatch() as Record<string, unknown>;
  const { shown, required } = formFields(config, form, values, userType);
  const readOnly = new Set(form.readOnly ?? []);
  const choices = useFieldChoices(config, shown);
  const schema = formSchemaOf(config, form);
  const fields = useRef<HTMLDivElement>(null);
  // The fields' messages as a text: react-hook-form may change its errors object in place.
  const marks = Object.values(useFormState().errors)
    .map((e) => String(e?.message ?? ''))
    .join('\n');
  const byField = useShownByField(fields, submitting.error, [marks, submitting.cellErrors]);
  return (
    <>
      <ErrorBanner message={(byField ? null : submitting.error) ?? startProblem ?? choices.failure} />
      <FirstErrorFields first={submitting.error}>
        <div ref={fields}>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
            {shown.map((field) => (
              <Box
                key={field}
                sx={isMultiline(schemaProperty(schema, field), config.fieldOptions?.[field]) ? { gridColumn: '1 / -1' } : undefined}
              >
                <FieldInput
                  config={config}
                  schema={schema}
                  source={field}
                  required={required.has(field) && !locked}
                  readOnly={locked || readOnly.has(field)}
                  disabled={locked}
                />
              </Box>
            ))}
          </Box>
          {Object.entries(form.tables ?? {}).map(([name, table]) => (
            <TableField
              key={name}
              config={config}
              name={name}
              table={table}
              readOnly={locked}
              recordId={recordId}
              errors={submitting.cellErrors}
              setErrors={submitting.setCellErrors}
              onProblem={submitting.setError}
            />
          ))}
        </div>
      </FirstErrorFields>
      {locked ? (
        <Button variant="contained" onClick={cancel} sx={{ mt: 2 }}>
          {translate('buttons.done')}
        </Button>
      ) : (
        <FormButtons
          submitLabel={formTextKeys(translate, config.name, mode).submit}
          onCancel={cancel}
          showRequiredNote={required.size > 0}
        />
      )}
    </>
  );
};

/** A form generated from the schema: fields, tables, validation, submit, a declared second step, success and failure. */
export const GeneratedForm = ({ config, mode, record: opened, close, cancel }: ModeProps) => {
  const translate = useTranslate();
  const session = useSession();
  const form = config.forms[mode]!;
  // The record the form started from: a later read in the background never changes what the
  // user is typing over; Reload (after another save landed) starts again from the current one.
  const [record, setRecord] = useState(opened);
  const [version, setVersion] = useState(0);
  const submitting = useFormSubmit({ config, mode, record, close, session });
  const loads = useFormLoads(config, form, record?.id);
  const start = useMemo(() => formStart(config, form, record), [config, form, record]);
  const reload = () => {
    setRecord(submitting.conflict?.current);
    setVersion((v) => v + 1);
    submitting.dropConflict();
    submitting.setError(null);
  };
  const initial = useMemo(() => (loads.values ? { ...start.values, ...loads.values } : null), [start, loads.values]);
  // The lock's field is the record's, or a value a load brought (an in-use check).
  const held = isHeld(form, initial);
  // A view (`show`) never saves: read-only with Done.
  const locked = mode === 'show' || held;

  if (loads.failure)
    return (
      <>
        <ErrorBanner message={loads.failure} />
        <Button onClick={cancel}>{translate('buttons.cancel')}</Button>
      </>
    );
  if (!initial) return <LinearProgress aria-label={loads.loading} />;
  return (
    // No "The form is not valid" snackbar: the refusal shows by its fields, or in the banner.
    <Form key={version} record={initial} onSubmit={submitting.submit} noValidate disableInvalidFormNotification>
      <LostUpdateDialog
        config={config}
        form={form}
        conflict={submitting.conflict}
        onOverwrite={() => void submitting.overwrite()}
        onReload={reload}
        onCancel={submitting.dropConflict}
      />
      {!locked && <DraftOffer />}
      {form.lock && held && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {translate(form.lock.banner)}
        </Alert>
      )}
      <FormInputs
        config={config}
        mode={mode}
        form={form}
        userType={session?.user_type}
        locked={locked}
        recordId={record?.id}
        submitting={submitting}
        // A value the record holds in a form its input cannot read is said where the input has words for it.
        startProblem={loadFailure(
          translate,
          start.problems.filter((problem) => keyIfText(translate, problem.prefix)),
        )}
        cancel={cancel}
      />
    </Form>
  );
};
