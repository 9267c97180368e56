import { useState } from 'react';
import { Box } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { validate } from '../validation/validate';
import { useReportDirty } from './closeGuard';
import { ErrorBanner } from './ErrorBanner';
import { failureMessage } from './failureMessage';
import { FieldInput } from './FieldInput';
import { FormButtons } from './FormButtons';
import type { ModeProps } from './modeProps';
import { formBody } from './normalise';
import { requiredFields } from './requiredFields';
import { useFormEnd, useFormSuccess } from './useFormSuccess';

const DEFAULT_ENDPOINT: Record<string, string> = { insert: 'create', edit: 'update' };

/** A form generated from the schema: fields, validation, submit, success and failure. */
interface Props extends ModeProps {
  /** a second step after a create (its failure message is shown as it is) */
  afterCreate?: (created: { id: unknown }) => Promise<void>;
}

/** Inside the form: tells the hosting dialog whether the user has changed anything. */
const DirtyReporter = () => {
  useReportDirty(useFormState().isDirty);
  return null;
};

export const GeneratedForm = ({ config, mode, record, close, cancel, afterCreate }: Props) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const end = useFormEnd(close);
  const form = config.forms[mode]!;
  const endpoint = form.endpoint ?? DEFAULT_ENDPOINT[mode] ?? mode;
  const [error, setError] = useState<string | null>(null);
  const required = requiredFields(form.validator);
  const readOnly = new Set(form.readOnly ?? []);

  const submit = async (values: Record<string, unknown>) => {
    const editable = (form.fields ?? []).filter((f) => !readOnly.has(f));
    const data = { ...(form.defaults ?? {}), ...formBody(values, endpoint === 'create', editable) };
    if (form.validator) {
      const check = validate(form.validator, data);
      if (!check.valid) {
        setError(check.message ?? null);
        return check.fieldErrors;
      }
    }
    try {
      if (endpoint === 'create') {
        const { data: created } = await dataProvider.create(config.name, { data });
        if (afterCreate) {
          try {
            await afterCreate(created);
          } catch (second) {
            // The record exists now: close and reload as on success, but say what failed.
            end((second as Error).message, 'error');
            return undefined;
          }
        }
      } else if (endpoint === 'update') await dataProvider.update(config.name, { id: record!.id, data, previousData: record! });
      else await dataProvider.call(config.name, endpoint, { params: { ...record, id: record?.id }, body: data });
      succeed(form.success, data);
    } catch (err) {
      setError(failureMessage(translate, err, form.errorPrefix, endpoint, config.conflicts));
    }
    return undefined;
  };

  return (
    <Form record={record ?? form.defaults ?? {}} onSubmit={submit} noValidate>
      <DirtyReporter />
      <ErrorBanner message={error} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {(form.fields ?? []).map((field) => (
          <FieldInput key={field} config={config} source={field} required={required.has(field)} readOnly={readOnly.has(field)} />
        ))}
      </Box>
      <FormButtons submitLabel={form.submitLabel} onCancel={cancel} showRequiredNote={required.size > 0} />
    </Form>
  );
};
