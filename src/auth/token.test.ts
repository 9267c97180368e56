import { describe, expect, it } from 'vitest';
import { LOGIN_RESULT_KEY, TOKEN_KEY } from './loginHash';
import { getToken, replaceToken } from './token';

describe('replaceToken', () => {
  it('puts the new token in place of the old one, in the login result too', () => {
    sessionStorage.setItem(TOKEN_KEY, 'old');
    sessionStorage.setItem(LOGIN_RESULT_KEY, 'access_token=old&token_type=Bearer&state=s');
    replaceToken('new');
    expect(getToken()).toBe('new');
    const result = new URLSearchParams(sessionStorage.getItem(LOGIN_RESULT_KEY)!);
    expect(result.get('access_token')).toBe('new');
    expect(result.get('state')).toBe('s');
  });
});
