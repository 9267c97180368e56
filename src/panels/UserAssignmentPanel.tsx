import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Role } from '../../schemas';
import { useSlinkDataProvider } from '../data/useSlinkDataProvider';
import { ErrorBanner } from '../engine/ErrorBanner';
import { formTexts } from '../../language/screenTexts';
import { failureMessage } from '../engine/failureMessage';
import type { ModeProps } from '../engine/modeProps';
import { loadFailure } from '../engine/loadFailure';
import { useCallResult } from '../engine/useCallResult';
import { useFormSuccess } from '../engine/useFormSuccess';
import { validate } from '../../shared/validation/validate';
import { rolesForApplication } from './rolesForApplication';

type Row = Record<string, unknown>;

const Picker = ({
  label,
  none,
  value,
  onChange,
  options,
}: {
  label: string;
  /** the blank choice's text */
  none: string;
  value: string;
  onChange: (v: string) => void;
  options: { value: string; text: string }[];
}) => {
  return (
    <TextField select label={label} value={value} onChange={(e) => onChange(e.target.value)} fullWidth margin="dense">
      <MenuItem value="">{none}</MenuItem>
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.text}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** 'User Assignment': current groups and roles, then account group, application and role. */
const UserAssignmentPanel = ({ config, mode, record, close }: ModeProps) => {
  const translate = useTranslate();
  const dataProvider = useSlinkDataProvider();
  const succeed = useFormSuccess(close);
  const [values, setValues] = useState({ account_group_id: '', app_code: '', role_type_code: '' });
  const [error, setError] = useState<string | null>(null);
  const groups = useCallResult<Row[]>(config.name, 'accountGroups');
  const applications = useCallResult<Row[]>(config.name, 'applications');
  const roles = useCallResult<Role[]>(config.name, 'roles');
  const form = config.forms[mode]!;
  const appRoles = (record?.app_role_list as Row[] | undefined) ?? [];
  const groupNames = (record?.account_group_name_list as string[] | undefined) ?? [];

  const submit = async () => {
    const body = { action: 'add', ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '')) };
    const check = validate('relationship', body);
    if (!check.valid) return setError(check.message ?? null);
    try {
      await dataProvider.call(config.name, form.endpoint ?? 'relationship', { params: { id: record!.id }, body });
      succeed(`${config.name}.messages.assigned`);
    } catch (err) {
      setError(failureMessage(translate, err, formTexts(config.name, mode).failure, 'relationship', config));
    }
  };

  // Each list names itself when it fails.
  const loadError = loadFailure(translate, [
    { error: groups.error, prefix: 'errors.loadingAccountGroups' },
    { error: applications.error, prefix: 'errors.loadingApplications' },
    { error: roles.error, prefix: 'errors.loadingRoles' },
  ]);
  return (
    <>
      <ErrorBanner message={error ?? loadError} />
      <Typography variant="subtitle2" component="h3">
        {translate(`${config.name}.login.accountGroups`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {groupNames.length ? groupNames.join(', ') : translate(`${config.name}.login.noAccountGroups`)}
      </Typography>
      <Typography variant="subtitle2" component="h3">
        {translate(`${config.name}.login.appRoles`)}
      </Typography>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {appRoles.length
          ? appRoles.map((r) => translate(`${config.name}.login.appRole`, r)).join(', ')
          : translate(`${config.name}.login.noAppRoles`)}
      </Typography>
      <Picker
        none={translate(`${config.name}.login.none`)}
        label={translate(`${config.name}.login.accountGroup`)}
        value={values.account_group_id}
        onChange={(v) => setValues({ ...values, account_group_id: v })}
        options={(groups.data ?? []).map((g) => ({ value: String(g.id), text: String(g.account_group_name) }))}
      />
      <Picker
        none={translate(`${config.name}.login.none`)}
        label={translate(`${config.name}.login.application`)}
        value={values.app_code}
        onChange={(v) => setValues({ ...values, app_code: v, role_type_code: '' })}
        options={(applications.data ?? []).map((a) => ({ value: String(a.application_type_code), text: String(a.application_name) }))}
      />
      <Picker
        none={translate(`${config.name}.login.none`)}
        label={translate(`${config.name}.login.role`)}
        value={values.role_type_code}
        onChange={(v) => setValues({ ...values, role_type_code: v })}
        options={rolesForApplication(roles.data ?? [], values.app_code || undefined).map((r) => ({
          value: String(r.role_type_code),
          text: `${r.role_name} (${r.role_type_code})`,
        }))}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="contained" onClick={submit}>
          {translate('buttons.assign')}
        </Button>
        <Button onClick={close}>{translate('buttons.cancel')}</Button>
      </Box>
    </>
  );
};
export default UserAssignmentPanel;
