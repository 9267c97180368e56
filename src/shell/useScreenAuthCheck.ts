// Protected routes require a session (the requirements): each screen checks it as it mounts,
// and a missing or expired one signs the user out (authProvider: a page load of /login that
// carries the location back).
//
// react-admin makes this check in every list it mounts (ListBase's useAuthenticated), through the
// same query its routes watch for the sign-in check: each list's check fetched that query again,
// and its fetching state redrew the whole console twice, synchronously (a 20-50 ms task before
// the first rows in a trace, and two more at every change of screen). The lists are told not to
// (`disableAuthentication`, src/engine/ResourceScreen.tsx); the check is made here instead,
// straight through the auth provider, for lists and pages alike.
import { useEffect } from 'react';
import { useAuthProvider, useEvent, useLogout } from 'react-admin';

export const useScreenAuthCheck = (screen: string): void => {
  const authProvider = useAuthProvider();
  const logout = useLogout();
  const check = useEvent(() => {
    authProvider?.checkAuth({}).catch(() => logout());
  });
  useEffect(check, [screen, check]);
};
