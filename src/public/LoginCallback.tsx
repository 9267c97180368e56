// /login: the sign-in callback. With a valid token it restores the original location;
// without one it sends the user to the sign-in page, passing the location along.
import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { landingFor } from '../../language/roles';
import type { LoginResult } from '../auth/loginHash';
import { safeRedirect } from '../auth/redirects';
import { isExpired, readSession } from '../auth/session';
import { readRuntimeConfig } from '../../shared/config/runtimeConfig';
import { PublicFrame } from './PublicFrame';
import { translate } from './translate';

export const loginTarget = (fresh: LoginResult | null, search: string): string => {
  const requested = new URLSearchParams(search).get('redirect');
  const session = readSession();
  if (session && !isExpired(session)) {
    return safeRedirect(fresh?.state) ?? safeRedirect(requested) ?? landingFor(session.role);
  }
  const query = new URLSearchParams({ client_id: readRuntimeConfig().clientId, redirect_uri: '/login' });
  const original = safeRedirect(requested);
  if (original) query.set('state', original);
  return `/sharedlogin?${query}`;
};

export const LoginCallback = ({ fresh }: { fresh: LoginResult | null }) => {
  useEffect(() => {
    window.location.replace(loginTarget(fresh, window.location.search));
  }, [fresh]);
  return (
    <PublicFrame title={translate('signIn.title')}>
      <Typography role="status">{translate('signIn.redirecting')}</Typography>
    </PublicFrame>
  );
};
