import { LOGIN_RESULT_KEY, TOKEN_KEY } from './loginHash';

export const getToken = (storage: Storage = sessionStorage): string | null => storage.getItem(TOKEN_KEY);

/** A 401 clears the access token; the login result goes with it. */
export const clearToken = (storage: Storage = sessionStorage): void => {
  storage.removeItem(TOKEN_KEY);
  storage.removeItem(LOGIN_RESULT_KEY);
};
