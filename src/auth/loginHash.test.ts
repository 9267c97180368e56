import { describe, expect, it } from 'vitest';
import { captureLoginHash, IGNORED_LOGIN, LOGIN_RESULT_KEY, parseLoginHash, readLoginResult, TOKEN_KEY } from './loginHash';
import { bindSignInState, SIGN_IN_STATE_KEY } from './signInState';

describe('login hash', () => {
  it('parses the token, type, expiry and state', () => {
    expect(parseLoginHash('#access_token=abc.def.ghi&token_type=Bearer&expires_in=3600&state=%2Fadmin%2Fapis')).toEqual({
      access_token: 'abc.def.ghi',
      token_type: 'Bearer',
      expires_in: '3600',
      state: '/admin/apis',
    });
  });

  it('ignores a hash without a token', () => {
    expect(parseLoginHash('#section-2')).toBeNull();
    expect(parseLoginHash('')).toBeNull();
    expect(captureLoginHash('#foo=bar')).toBeNull();
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('stores the whole hash as LOGIN_RESULT and the token as atk', () => {
    // The state the sign-in page of this tab sent; kept as the page to return to.
    const state = encodeURIComponent(bindSignInState('/home'));
    captureLoginHash(`#access_token=t0k&token_type=Bearer&state=${state}`);
    expect(sessionStorage.getItem(LOGIN_RESULT_KEY)).toBe('access_token=t0k&token_type=Bearer&state=%2Fhome');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('t0k');
    expect(readLoginResult()?.state).toBe('/home');
  });

  // Another user's token in a link (/login#access_token=...&state=%2Fdashboard), or the answer to
  // another site's post of the attacker's password: neither was asked for by this tab.
  it.each([
    ['a plain page as state', () => '%2Fdashboard'],
    ['no state', () => null],
    ['the state of another sign-in', () => encodeURIComponent(`${'0'.repeat(32)}./dashboard`)],
  ])('ignores a token with %s and keeps the session it has', (_label, state) => {
    sessionStorage.setItem(TOKEN_KEY, 'mine');
    sessionStorage.setItem(LOGIN_RESULT_KEY, 'access_token=mine');
    bindSignInState('/home');
    const given = state();
    expect(captureLoginHash(`#access_token=theirs&token_type=Bearer${given === null ? '' : `&state=${given}`}`)).toBe(IGNORED_LOGIN);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('mine');
    expect(sessionStorage.getItem(LOGIN_RESULT_KEY)).toBe('access_token=mine');
  });

  it('ignores a token when this tab started no sign-in', () => {
    expect(captureLoginHash('#access_token=theirs&state=%2Fdashboard')).toBe(IGNORED_LOGIN);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });

  it('accepts the answer to its own sign-in once: the same hash again is ignored', () => {
    const hash = `#access_token=t0k&state=${encodeURIComponent(bindSignInState('/admin/apis?x=1'))}`;
    expect(captureLoginHash(hash)).toEqual({ access_token: 't0k', state: '/admin/apis?x=1' });
    expect(sessionStorage.getItem(SIGN_IN_STATE_KEY)).toBeNull();
    sessionStorage.removeItem(TOKEN_KEY);
    expect(captureLoginHash(hash)).toBe(IGNORED_LOGIN);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
