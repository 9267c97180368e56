// The provider sends the user back with the access token in the URL hash. The whole hash is
// kept as LOGIN_RESULT and the token as atk (session storage keys).
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

/** Stores the hash when it carries a token; returns what it stored. */
export const captureLoginHash = (hash: string, storage: Storage = sessionStorage): LoginResult | null => {
  const result = parseLoginHash(hash);
  if (!result) return null;
  storage.setItem(LOGIN_RESULT_KEY, hash.replace(/^#/, ''));
  storage.setItem(TOKEN_KEY, result.access_token);
  return result;
};

export const readLoginResult = (storage: Storage = sessionStorage): LoginResult | null => {
  const hash = storage.getItem(LOGIN_RESULT_KEY);
  return hash ? parseLoginHash(hash) : null;
};
