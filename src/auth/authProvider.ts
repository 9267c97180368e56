import type { AuthProvider } from 'react-admin';
import { loginUrl } from './redirects';
import { isExpired, readSession } from './session';
import { clearToken } from './token';

const currentLocation = () => window.location.pathname + window.location.search;

// Sign-in itself is a form post to the OAuth2 provider (the public pages), so login() is never
// used by the console; everything else is react-admin's usual contract.
export const authProvider: AuthProvider = {
  login: () => Promise.resolve(),
  logout: () => {
    clearToken();
    return Promise.resolve('/login');
  },
  checkAuth: () => {
    const session = readSession();
    if (session && !isExpired(session)) return Promise.resolve();
    return Promise.reject({ redirectTo: loginUrl(currentLocation()), message: false });
  },
  // A 401 clears the token but does not sign the user out at once: the screen shows the error
  // and, for the expiry text, sends the user to /login after 3 seconds (seed 000 section 4).
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
