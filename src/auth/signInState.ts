// The sign-in's `state` binds the token the provider sends back to a sign-in this browser tab
// started. Without it, any page could send the console to /login#access_token=<its own token>, or
// post a password to the provider from another site, and the console would carry on signed in as
// that account (the attacker's: what the victim then types or uploads is the attacker's to read).
// The sign-in page keeps a random key in session storage (this tab's alone, out of reach of other
// origins) and sends `<key>.<page to return to>` as the state; a token is accepted only with a
// state carrying that key, which is spent when any token comes back.
export const SIGN_IN_STATE_KEY = 'SIGN_IN_STATE';

/** The sign-in page's error code for a token that came back without this tab's key. */
export const UNREQUESTED_SIGN_IN = 'unrequested_sign_in';

const KEY_BYTES = 16;
const BOUND = new RegExp(`^[0-9a-f]{${KEY_BYTES * 2}}\\.`);

const newKey = (): string => Array.from(crypto.getRandomValues(new Uint8Array(KEY_BYTES)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The page to return to that a state names: /login passes it plain (`/admin?x=1`); after a failed
 * attempt the provider echoes the bound state the form sent (`<key>./admin?x=1`).
 */
export const returnPathOf = (state: string | null | undefined): string => {
  if (!state) return '';
  return BOUND.test(state) ? state.slice(KEY_BYTES * 2 + 1) : state;
};

/**
 * The state the sign-in form sends: this tab's key (made on the first sign-in page, kept through
 * failed attempts) and the page to return to.
 */
export const bindSignInState = (state: string | null | undefined, storage: Storage = sessionStorage): string => {
  let key = storage.getItem(SIGN_IN_STATE_KEY);
  if (!key) {
    key = newKey();
    storage.setItem(SIGN_IN_STATE_KEY, key);
  }
  return `${key}.${returnPathOf(state)}`;
};

/**
 * The page to return to when a state that came back with a token carries this tab's key, else null
 * (the token is not this tab's to accept). The key is spent either way: a state works once.
 */
export const takeSignInState = (state: string | null | undefined, storage: Storage = sessionStorage): string | null => {
  const key = storage.getItem(SIGN_IN_STATE_KEY);
  storage.removeItem(SIGN_IN_STATE_KEY);
  if (!key || !state?.startsWith(`${key}.`)) return null;
  return state.slice(key.length + 1);
};
