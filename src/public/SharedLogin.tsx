// /sharedlogin: a plain form post to the OAuth2 provider, which redirects back to /login with
// the token in the hash. The query (client_id, redirect_uri, state) is kept; the state sent is
// bound to this tab (src/auth/signInState.ts), carrying the page to return to.
import { useState } from 'react';
import { Alert, Box, Button, Link, List, ListItem, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { apiBase, readRuntimeConfig } from '../../shared/config/runtimeConfig';
import { callbackUri } from '../auth/redirects';
import { bindSignInState } from '../auth/signInState';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../shared/demoAccounts';
import { PublicFrame } from './PublicFrame';
import { translate } from './translate';
import { waitText } from './waitText';

const errorText = (code: string | null, wait: string | null) => {
  if (!code) return null;
  const key = `signIn.errors.${code}`;
  const text = translate(key, { wait: waitText(Number(wait) || 60) });
  return text === key ? translate('signIn.errors.unknown', { error: code }) : text;
};

export const SharedLogin = () => {
  const query = new URLSearchParams(window.location.search);
  const config = readRuntimeConfig();
  const [username, setUsername] = useState(query.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [state] = useState(() => bindSignInState(query.get('state')));
  const api = apiBase();
  const error = errorText(query.get('error'), query.get('wait'));
  return (
    <PublicFrame title={translate('signIn.title')}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Box component="form" method="post" action={`${api}/oauth2/login`}>
        <input type="hidden" name="client_id" value={query.get('client_id') ?? config.clientId} />
        <input type="hidden" name="redirect_uri" value={callbackUri(query.get('redirect_uri') ?? '/login', api)} />
        <input type="hidden" name="state" value={state} />
        <TextField
          label={translate('signIn.username')}
          name="username"
          type="email"
          autoComplete="username"
          required
          fullWidth
          margin="normal"
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        <TextField
          label={translate('signIn.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          fullWidth
          margin="normal"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }}>
          {translate('signIn.submit')}
        </Button>
      </Box>
      <Typography sx={{ mt: 2 }}>
        <Link href="/forgotpassword">{translate('signIn.forgot')}</Link>
      </Typography>
      {config.demo && (
        <Box sx={{ mt: 3 }}>
          {/* h2 under the page's h1; each account a list item holding its button (the list's
              accessible structure), named by what it shows: email and role. */}
          <Typography variant="subtitle2" component="h2">
            {translate('signIn.demoTitle')}
          </Typography>
          <List dense>
            {DEMO_ACCOUNTS.map(({ email, role }) => (
              <ListItem key={email} disablePadding>
                <ListItemButton
                  onClick={() => {
                    setUsername(email);
                    setPassword(DEMO_PASSWORD);
                  }}
                >
                  <ListItemText primary={email} secondary={role} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
          <Typography variant="body2" color="text.secondary">
            {translate('signIn.demoPassword', { password: DEMO_PASSWORD })}
          </Typography>
        </Box>
      )}
    </PublicFrame>
  );
};
