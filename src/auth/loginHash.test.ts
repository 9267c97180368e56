import { describe, expect, it } from 'vitest';
import { captureLoginHash, LOGIN_RESULT_KEY, parseLoginHash, readLoginResult, TOKEN_KEY } from './loginHash';

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
    captureLoginHash('#access_token=t0k&token_type=Bearer&state=%2Fhome');
    expect(sessionStorage.getItem(LOGIN_RESULT_KEY)).toBe('access_token=t0k&token_type=Bearer&state=%2Fhome');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('t0k');
    expect(readLoginResult()?.state).toBe('/home');
  });
});
