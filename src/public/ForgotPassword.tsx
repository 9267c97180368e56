import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Link, TextField, Typography } from '@mui/material';
import { requestPasswordReset } from '../auth/passwordReset';
import { PublicFrame } from './PublicFrame';
import { translate } from './translate';

export const ForgotPassword = () => {
  const [email, setEmail] = useState('');
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = (await requestPasswordReset(email)) as { message?: string };
      // The provider's own words when it gives them (as every platform answer is shown).
      setResult({ ok: true, text: answer?.message || translate('forgot.sent') });
    } catch (error) {
      setResult({ ok: false, text: translate('forgot.failed', { message: (error as Error).message }) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <PublicFrame title={translate('forgot.title')}>
      <Typography sx={{ mb: 1 }}>{translate('forgot.text')}</Typography>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ my: 2 }} role="status">
          {result.text}
        </Alert>
      )}
      <Box component="form" onSubmit={submit}>
        <TextField
          label={translate('forgot.email')}
          type="email"
          required
          fullWidth
          margin="normal"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" variant="contained" fullWidth disabled={busy} sx={{ mt: 2 }}>
          {translate('forgot.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 2 }}>
        <Link href="/sharedlogin">{translate('forgot.back')}</Link>
      </Typography>
    </PublicFrame>
  );
};
