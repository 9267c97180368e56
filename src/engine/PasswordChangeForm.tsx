// The change-password form of My Settings and of the users' Password action (docs/requirements.md, Users and API clients).
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { validate } from '../../shared/validation/validate';
import { ErrorBanner } from './ErrorBanner';
import { namedFieldLabel } from './namedFieldLabel';
import { failureMessage } from './failureMessage';

export interface PasswordOwner {
  email: string;
  first_name?: string;
  last_name?: string;
}

interface Props {
  owner: PasswordOwner;
  /** show the optional Current Password field */
  askCurrent?: boolean;
  send: (body: Record<string, unknown>) => Promise<unknown>;
  onDone?: () => void;
  actions?: React.ReactNode;
}

export const PasswordChangeForm = ({ owner, askCurrent, send, onDone, actions }: Props) => {
  const translate = useTranslate();
  const [values, setValues] = useState({ oldpwd: '', pwd1: '', pwd2: '' });
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const set = (key: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: e.target.value });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    const check = validate('passwordChange', { pwd1: values.pwd1, pwd2: values.pwd2 });
    if (!check.valid) return setError(check.message ?? null);
    try {
      await send({
        pwd1: values.pwd1,
        pwd2: values.pwd2,
        action: 'update',
        password: values.pwd1,
        email: owner.email,
        ...(askCurrent && values.oldpwd ? { oldpwd: values.oldpwd } : {}),
      });
      setError(null);
      setDone(true);
      setValues({ oldpwd: '', pwd1: '', pwd2: '' });
      onDone?.();
    } catch (err) {
      setError(failureMessage(translate, err, 'settings.failure'));
    }
  };
  const readOnly = (label: string, value: string | undefined) => (
    <TextField label={label} value={value ?? ''} fullWidth margin="dense" slotProps={{ input: { readOnly: true } }} />
  );
  return (
    <Box component="form" onSubmit={submit} noValidate sx={{ maxWidth: 480 }}>
      <ErrorBanner message={error} />
      {done && (
        <Alert severity="success" role="status" sx={{ mb: 2 }}>
          {translate('settings.success')}
        </Alert>
      )}
      {readOnly(namedFieldLabel(translate, 'user', 'email'), owner.email)}
      {readOnly(namedFieldLabel(translate, 'user', 'first_name'), owner.first_name)}
      {readOnly(namedFieldLabel(translate, 'user', 'last_name'), owner.last_name)}
      {askCurrent && (
        <TextField
          label={namedFieldLabel(translate, 'passwordChange', 'oldpwd')}
          type="password"
          autoComplete="current-password"
          value={values.oldpwd}
          onChange={set('oldpwd')}
          fullWidth
          margin="dense"
        />
      )}
      <TextField
        label={`${namedFieldLabel(translate, 'passwordChange', 'pwd1')} *`}
        type="password"
        autoComplete="new-password"
        value={values.pwd1}
        onChange={set('pwd1')}
        fullWidth
        margin="dense"
      />
      <TextField
        label={`${namedFieldLabel(translate, 'passwordChange', 'pwd2')} *`}
        type="password"
        autoComplete="new-password"
        value={values.pwd2}
        onChange={set('pwd2')}
        fullWidth
        margin="dense"
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button type="submit" variant="contained">
          {translate('buttons.changePassword')}
        </Button>
        {actions}
      </Box>
    </Box>
  );
};
