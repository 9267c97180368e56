// /login: the sign-in callback. With a valid token it restores the original location;
// without one it sends the user to the sign-in page, passing the location along.
import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { landingFor } from '../../language/roles';
import type { LoginResult } from '../auth/loginHash';
import { safeRedirect } from '../auth/redirects';
import { UNREQUESTED_SIGN_IN } from '../auth/signInState';
import { isExpired, readSession } from '../auth/session';
import { readRuntimeConfig } from '../../shared/config/runtimeConfig';
import { PublicFrame } from './PublicFrame';
import { translate } from './translate';

export const loginTarget = (fresh: LoginResult | null, search: string, ignored = false): string => {
  const query = new URLSearchParams({ client_id: readRuntimeConfig().clientId, redirect_uri: '/login' });
  // A token this tab did not ask for changed nothing (a session already here stays): the sign-in
  // page says it was ignored.
  if (ignored) return `/sharedlogin?error=${UNREQUESTED_SIGN_IN}&${query}`;
  const requested = new URLSearchParams(search).get('redirect');
  const session = readSession();
  if (session && !isExpired(session)) {
    return safeRedirect(fresh?.state) ?? safeRedirect(requested) ?? landingFor(session.role);
  }
  const original = safeRedirect(requested);
  if (original) query.set('state', original);
  return `/sharedlogin?${query}`;
};

export const LoginCallback = ({ fresh, ignored = false }: { fresh: LoginResult | null; ignored?: boolean }) => {
  useEffect(() => {
    window.location.replace(loginTarget(fresh, window.location.search, ignored));
  }, [fresh, ignored]);
  return (
    <PublicFrame title={translate('signIn.title')}>
      <Typography role="status">{translate('signIn.redirecting')}</Typography>
    </PublicFrame>
  );
};
