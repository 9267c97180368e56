import { useState, type FormEvent } from 'react';
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { AccountGroup, ShortCode } from '../../schemas';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE } from '../../schemas/rules/shortCodeDefaults';
import { SHORT_CODE_REQUIRED, shortCodeProblem } from '../../schemas/rules/shortCode';
import { SHORT_CODE_MAX, SMS_MESSAGE_MAX, THROTTLE_MAX } from '../../schemas/shortCode.schema';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { useReportDirty } from '../engine/closeGuard';
import { fieldLabel } from '../engine/columnLabel';
import { ErrorBanner } from '../engine/ErrorBanner';
import { failureMessage } from '../engine/failureMessage';
import { FormButtons } from '../engine/FormButtons';
import type { ModeProps } from '../engine/modeProps';
import { useCallResult } from '../engine/useCallResult';
import { useFormEnd, useFormSuccess } from '../engine/useFormSuccess';
import { useSession } from '../shell/useSession';
import { validate } from '../validation/validate';
import { assignGroupAccounts } from './shortCode/assignGroupAccounts';
import { MessageField } from './shortCode/MessageField';
import { sentBody, typedBody, valuesOf, type ShortCodeValues } from './shortCode/shortCodeBody';

const REQUIRED = new Set<string>(Object.keys(SHORT_CODE_REQUIRED));

/** Add or edit a short code: checks 1-7 in order, then the save call. */
const ShortCodeFormPanel = ({ config, mode, record, close, cancel }: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const end = useFormEnd(close);
  const form = config.forms[mode]!;
  const existing = record as ShortCode | undefined;
  const initial = valuesOf(existing);
  const [values, setValues] = useState<ShortCodeValues>(initial);
  const [groupId, setGroupId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  // SISL users do not get the account-group dropdown.
  // The SISL user type does not choose account groups.
  const showGroups = (useSession()?.user_type ?? '').trim().toUpperCase() !== 'SISL';
  const groups = useCallResult<AccountGroup[]>(config.name, 'accountGroups', {}, showGroups);
  useReportDirty(groupId !== '' || (Object.keys(initial) as (keyof ShortCodeValues)[]).some((k) => values[k] !== initial[k]));

  const label = (schemaField: string) => fieldLabel(translate, config.schema, schemaField);
  const set = (field: keyof ShortCodeValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    // A field's own message goes once the user changes it; the banner stays until the next save.
    setFieldErrors(({ [field]: _, ...rest }) => rest);
  };
  const refuse = (message: string | undefined, fields: Record<string, string>) => {
    setError(message ?? null);
    setFieldErrors(fields);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = typedBody(values, existing);
    const problem = shortCodeProblem(typed, { update: !!existing });
    if (problem) return refuse(problem.message, Object.fromEntries(problem.fields.map((f) => [f, problem.message])));
    const body = sentBody(typed);
    const check = validate('shortCode', body);
    if (!check.valid) return refuse(check.message, check.fieldErrors);
    refuse(undefined, {});
    setBusy(true);
    let saved: ShortCode;
    try {
      saved = await dataProvider.call<ShortCode>(config.name, form.endpoint ?? 'save', { body });
    } catch (err) {
      setBusy(false);
      return setError(failureMessage(translate, err, form.errorPrefix, form.endpoint, config.conflicts));
    }
    if (groupId) {
      try {
        const call = <T,>(endpoint: string, params: Record<string, unknown>) => dataProvider.call<T>(config.name, endpoint, { params });
        await assignGroupAccounts(call, saved.ShortCodeId, groupId);
      } catch (err) {
        // The code is saved: close and reload as on success, but say what failed.
        return end(failureMessage(translate, err, 'channels.errors.addAccount'), 'error');
      }
    }
    succeed(form.success, body);
  };

  const text = (field: keyof ShortCodeValues, schemaField: string, max?: number, readOnly = false) => (
    <TextField
      name={field}
      label={label(schemaField)}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      required={REQUIRED.has(field)}
      error={!!fieldErrors[field]}
      helperText={fieldErrors[field]}
      margin="dense"
      fullWidth
      slotProps={{ htmlInput: { maxLength: max, readOnly } }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <ErrorBanner message={error ?? (groups.error ? failureMessage(translate, groups.error, 'shortcodes.errors.accountGroups') : null)} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {text('short_code', 'ShortCode', SHORT_CODE_MAX, (form.readOnly ?? []).includes('ShortCode'))}
        {text('throttle', 'Throttle', THROTTLE_MAX)}
      </Box>
      {text('short_code_desc', 'ShortCodeDesc', 255)}
      <MessageField
        name="help_message"
        label={label('HelpMessage')}
        value={values.help_message}
        max={SMS_MESSAGE_MAX}
        fallback={DEFAULT_HELP_MESSAGE}
        error={fieldErrors.help_message}
        onChange={set('help_message')}
      />
      <MessageField
        name="opt_out_message"
        label={label('OptOutMessage')}
        value={values.opt_out_message}
        max={SMS_MESSAGE_MAX}
        fallback={DEFAULT_OPT_OUT_MESSAGE}
        error={fieldErrors.opt_out_message}
        onChange={set('opt_out_message')}
      />
      {showGroups && (
        <TextField
          select
          name="account_group_id"
          label={translate('shortcodes.fields.accountGroup')}
          helperText={translate('shortcodes.fields.accountGroupHelp')}
          value={groupId}
          onChange={(e) => setGroupId(e.target.value)}
          margin="dense"
          fullWidth
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{translate('shortcodes.fields.noGroup')}</MenuItem>
          {(groups.data ?? []).map((g) => (
            <MenuItem key={String(g.id)} value={String(g.id)}>
              {g.account_group_name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormButtons onCancel={cancel} showRequiredNote disabled={busy} />
    </Box>
  );
};
export default ShortCodeFormPanel;
