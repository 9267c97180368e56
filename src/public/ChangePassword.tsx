// /changepassword: the link of the reset mail carries a one-time token.
import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { resetPassword } from '../auth/passwordReset';
import { validate } from '../../shared/validation/validate';
import { PublicFrame } from './PublicFrame';
import { translate } from './translate';

export const ChangePassword = () => {
  const token = new URLSearchParams(window.location.search).get('token');
  const [pwd1, setPwd1] = useState('');
  const [pwd2, setPwd2] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = validate('passwordChange', { pwd1, pwd2 });
    if (!check.valid) return setResult({ ok: false, text: check.message ?? '' });
    try {
      await resetPassword(token!, pwd1, pwd2);
      setResult({ ok: true, text: translate('reset.done') });
    } catch (error) {
      setResult({ ok: false, text: translate('reset.failed', { message: (error as Error).message }) });
    }
  };
  return (
    <PublicFrame title={translate('reset.title')}>
      {!token && <Alert severity="error">{translate('reset.missingToken')}</Alert>}
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ my: 2 }} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
      {token && !result?.ok && (
        <Box component="form" onSubmit={submit} noValidate>
          <TextField
            label={translate('reset.password')}
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="normal"
            value={pwd1}
            onChange={(e) => setPwd1(e.target.value)}
          />
          <TextField
            label={translate('reset.password2')}
            type="password"
            autoComplete="new-password"
            fullWidth
            margin="normal"
            value={pwd2}
            onChange={(e) => setPwd2(e.target.value)}
          />
          <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
            {translate('reset.submit')}
          </Button>
        </Box>
      )}
      <Typography sx={{ mt: 2 }}>
        <Link href="/sharedlogin">{translate('forgot.back')}</Link>
      </Typography>
    </PublicFrame>
  );
};
