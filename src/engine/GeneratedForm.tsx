import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import type { FormConfig, ResourceConfig } from '../../resources/types';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { useSession } from '../shell/useSession';
import { validate } from '../validation/validate';
import { useReportDirty } from './closeGuard';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import { FieldInput } from './FieldInput';
import { formBodyOf, formNamed } from './formBodyOf';
import { formFields, initialValues } from './formFields';
import { FormButtons } from './FormButtons';
import type { ModeProps } from './modeProps';
import { runNextStep } from './nextCall';
import { useFieldChoices } from './useFieldChoices';
import { useFormEnd, useFormSuccess } from './useFormSuccess';

const DEFAULT_ENDPOINT: Record<string, string> = { insert: 'create', edit: 'update' };

interface InputsProps {
  config: ResourceConfig;
  form: FormConfig;
  userType: string | undefined;
  error: string | null;
  cancel: () => void;
}

/**
 * Inside the form: the fields that show for the values typed so far (and this user), their
 * required markers, the banner (a save's failure, else a failed load of a field's choices),
 * and tells the hosting dialog whether the user has changed anything.
 */
const FormInputs = ({ config, form, userType, error, cancel }: InputsProps) => {
  useReportDirty(useFormState().isDirty);
  const values = useWatch() as Record<string, unknown>;
  const { shown, required } = formFields(config, form, values, userType);
  const readOnly = new Set(form.readOnly ?? []);
  const choices = useFieldChoices(config, shown);
  return (
    <>
      <ErrorBanner message={error ?? choices.failure} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, alignItems: 'start' }}>
        {shown.map((field) => (
          <FieldInput key={field} config={config} source={field} required={required.has(field)} readOnly={readOnly.has(field)} />
        ))}
      </Box>
      <FormButtons submitLabel={form.submitLabel} onCancel={cancel} showRequiredNote={required.size > 0} />
    </>
  );
};

/** A form generated from the schema: fields, validation, submit, a declared second step, success and failure. */
export const GeneratedForm = ({ config, mode, record, close, cancel }: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const end = useFormEnd(close);
  const session = useSession();
  const userType = session?.user_type;
  const form = config.forms[mode]!;
  const endpoint = form.endpoint ?? DEFAULT_ENDPOINT[mode] ?? mode;
  const [error, setError] = useState<string | null>(null);
  const initial = useMemo(() => initialValues(config, form, record), [config, form, record]);

  const submit = async (values: Record<string, unknown>) => {
    const fields = formFields(config, form, values, userType);
    const { flat, body } = formBodyOf({ config, form, values, record, isNew: endpoint === 'create', fields, session });
    if (form.validator) {
      const check = validate(form.validator, flat);
      if (!check.valid) {
        setError(check.message ?? null);
        return formNamed(check.fieldErrors, form.bodyNames);
      }
    }
    let saved: unknown;
    try {
      if (endpoint === 'create') saved = (await dataProvider.create(config.name, { data: body })).data;
      else if (endpoint === 'update')
        saved = (await dataProvider.update(config.name, { id: record!.id, data: body, previousData: record! })).data;
      else saved = await dataProvider.call(config.name, endpoint, { params: { ...record, id: record?.id }, body });
    } catch (err) {
      setError(failureMessage(translate, err, form.errorPrefix, endpoint, config.conflicts));
      return undefined;
    }
    if (form.next) {
      try {
        await runNextStep(dataProvider, config.name, form.next, endpoint, { saved, record, values, defaults: form.defaults, session });
      } catch (second) {
        // The record is saved by now: close and reload as on success, but say what failed.
        end(failureMessage(translate, second, form.next.errorPrefix), 'error');
        return undefined;
      }
    }
    succeed(form.success, flat);
    return undefined;
  };

  return (
    <Form record={initial} onSubmit={submit} noValidate>
      <FormInputs config={config} form={form} userType={userType} error={error} cancel={cancel} />
    </Form>
  );
};
