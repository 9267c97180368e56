import { LOGIN_RESULT_KEY, TOKEN_KEY } from './loginHash';

export const getToken = (storage: Storage = sessionStorage): string | null => storage.getItem(TOKEN_KEY);

/** A 401 clears the access token; the login result goes with it. */
export const clearToken = (storage: Storage = sessionStorage): void => {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(LOGIN_RESULT_KEY);
};

/**
 * A new token for the same session (the platform answers one when the signed-in user changes
 * their own password, which refuses every token issued before it).
 */
export const replaceToken = (token: string, storage: Storage = sessionStorage): void => {
  storage.setItem(TOKEN_KEY, token);
  const result = new URLSearchParams(storage.getItem(LOGIN_RESULT_KEY) ?? '');
  if (result.has('access_token')) {
    result.set('access_token', token);
    storage.setItem(LOGIN_RESULT_KEY, String(result));
  }
};
