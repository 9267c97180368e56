import { useMemo, useState } from 'react';
import { Box } from '@mui/material';
import { Form, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { vendorBody, vendorFields } from '../../schemas/rules/vendorMetadata';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { useReportDirty } from '../engine/closeGuard';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage } from '../engine/failureMessage';
import { FieldInput } from '../engine/FieldInput';
import { FormButtons } from '../engine/FormButtons';
import type { ModeProps } from '../engine/modeProps';
import { loadFailure } from '../engine/loadFailure';
import { useCallResult } from '../engine/useCallResult';
import { useFormSuccess } from '../engine/useFormSuccess';
import { useSession } from '../shell/useSession';
import { validate } from '../validation/validate';
import { isSislUser, requiredVendorFields, vendorFormRecord, visibleVendorFields } from './vendorFormFields';

/** The inputs of the form; which ones show follows the chosen type as the user changes it. */
const VendorInputs = ({ config, mode, sisl }: Pick<ModeProps, 'config' | 'mode'> & { sisl: boolean }) => {
  const form = config.forms[mode]!;
  const typeCode = useWatch({ name: 'VendorTypeCode' });
  useReportDirty(useFormState().isDirty);
  const required = requiredVendorFields(form.validator, typeCode);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2, rowGap: 1, alignItems: 'start' }}>
      {visibleVendorFields(form.fields ?? [], { sisl, typeCode }).map((field) => (
        <FieldInput key={field} config={config} source={field} required={required.has(field)} readOnly={false} />
      ))}
    </Box>
  );
};

/**
 * 'Add new vendor account' and 'Edit Vendor Account': the credentials are fields here and
 * travel as MetadataJSON text in one upsert call.
 */
const VendorFormPanel = ({ config, mode, record, close, cancel }: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const session = useSession();
  const sisl = isSislUser(session?.user_type);
  const form = config.forms[mode]!;
  const isCreate = mode === 'insert';
  const initial = useMemo(() => vendorFormRecord(record), [record]);
  const [error, setError] = useState<string | null>(null);
  // The select loads them too (same query); a failure needs its own prefix here.
  const typeCodes = useCallResult(config.name, 'typeCodes');
  const accountGroups = useCallResult(config.name, 'accountGroups', {}, !sisl);
  const loadError = loadFailure(translate, [
    { error: typeCodes.error, prefix: 'vendors.errors.typeCodes' },
    { error: accountGroups.error, prefix: 'vendors.errors.accountGroups' },
  ]);

  const submit = async (values: Record<string, unknown>) => {
    const body = vendorBody({ ...values, VendorAccountID: isCreate ? undefined : record?.VendorAccountID }, record?.MetadataJSON);
    // The platform unpacks the body the same way and runs the same validator.
    const check = validate(form.validator!, vendorFields({ ...body }));
    if (!check.valid) {
      setError(check.message ?? null);
      return check.fieldErrors;
    }
    const endpoint = isCreate ? 'create' : 'update';
    try {
      if (isCreate) await dataProvider.create(config.name, { data: body });
      else await dataProvider.update(config.name, { id: record!.id, data: body, previousData: record! });
      succeed(form.success, { ...body });
    } catch (err) {
      setError(failureMessage(translate, err, form.errorPrefix, endpoint, config.conflicts));
    }
    return undefined;
  };

  return (
    <Form record={initial} onSubmit={submit} noValidate>
      <ErrorBanner message={error ?? loadError} />
      <VendorInputs config={config} mode={mode} sisl={sisl} />
      <FormButtons submitLabel={form.submitLabel} onCancel={cancel} showRequiredNote />
    </Form>
  );
};
export default VendorFormPanel;
