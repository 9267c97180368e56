import type { AuthProvider } from 'react-admin';
import { pageLoad } from './pageLoad';
import { loginUrl } from './redirects';
import { isExpired, readSession } from './session';
import { clearToken } from './token';

const currentLocation = () => window.location.pathname + window.location.search;

const hasValidSession = () => {
  const session = readSession();
  return !!session && !isExpired(session);
};

// Sign-in itself is a form post to the OAuth2 provider (the public pages), so login() is never
// used by the console; everything else is react-admin's usual contract.
export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  // Every way out of the console ends here: the Logout item, and react-admin's LogoutOnMount when
  // checkAuth fails. Always a full page load (see pageLoad.ts), never react-admin's in-app route,
  // hence `false`. A user who signs out goes to plain /login; one without a valid session (none
  // yet, expired, cleared by a 401) goes there carrying the location to come back to.
  logout: () => {
    const signedIn = hasValidSession();
    clearToken();
    pageLoad.replace(signedIn ? '/login' : loginUrl(currentLocation()));
    return Promise.resolve(false);
  },
  checkAuth: () => {
    if (hasValidSession()) return Promise.resolve();
    // react-admin then calls logout(), which loads /login.
    return Promise.reject({ message: false });
  },
  // A 401 clears the token but does not sign the user out at once: the screen shows the error
  // and, for the expiry text, sends the user to /login after 3 seconds.
  checkError: (error: { status?: number }) => {
    if (error?.status === 401) clearToken();
    return Promise.resolve();
  },
  getPermissions: () => Promise.resolve(readSession()?.role),
  getIdentity: () => {
    const session = readSession();
    if (!session) return Promise.reject(new Error('no session'));
    return Promise.resolve({
      id: session.login_id ?? session.email,
      fullName: [session.first_name, session.last_name].filter(Boolean).join(' '),
    });
  },
};
