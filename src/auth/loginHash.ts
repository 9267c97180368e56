// The provider sends the user back with the access token in the URL hash. Once its state shows
// that this tab asked for it, the hash is kept as LOGIN_RESULT (its state as the page to return
// to) and the token as atk (session storage keys).
import { takeSignInState } from './signInState';

export const LOGIN_RESULT_KEY = 'LOGIN_RESULT';
export const TOKEN_KEY = 'atk';

export interface LoginResult {
  access_token: string;
  token_type?: string;
  expires_in?: string;
  state?: string;
}

export const parseLoginHash = (hash: string): LoginResult | null => {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (!token) return null;
  const result: LoginResult = { access_token: token };
  for (const key of ['token_type', 'expires_in', 'state'] as const) {
    const value = params.get(key);
    if (value !== null) result[key] = value;
  }
  return result;
};

/** What captureLoginHash answers for a token this tab's sign-in did not ask for. */
export const IGNORED_LOGIN = 'ignored';

/**
 * Stores the hash when it carries a token with this tab's sign-in state (src/auth/signInState.ts),
 * the state given as the page to return to; returns what it stored. A token without that state is
 * not stored: IGNORED_LOGIN. No token: null.
 */
export const captureLoginHash = (hash: string, storage: Storage = sessionStorage): LoginResult | typeof IGNORED_LOGIN | null => {
  const result = parseLoginHash(hash);
  if (!result) return null;
  const returnPath = takeSignInState(result.state, storage);
  if (returnPath === null) return IGNORED_LOGIN;
  const kept = new URLSearchParams(hash.replace(/^#/, ''));
  kept.set('state', returnPath);
  storage.setItem(LOGIN_RESULT_KEY, String(kept));
  storage.setItem(TOKEN_KEY, result.access_token);
  return { ...result, state: returnPath };
};

export const readLoginResult = (storage: Storage = sessionStorage): LoginResult | null => {
  const hash = storage.getItem(LOGIN_RESULT_KEY);
  return hash ? parseLoginHash(hash) : null;
};
