import { describe, expect, it } from 'vitest';
import { authProvider } from './authProvider';
import { LOGIN_RESULT_KEY, TOKEN_KEY } from './loginHash';
import { decodeSession, isExpired } from './session';
import { testToken } from './testToken';

const future = Math.floor(Date.now() / 1000) + 3600;

describe('authProvider', () => {
  it('a 401 clears the access token and the login result', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'x');
    sessionStorage.setItem(LOGIN_RESULT_KEY, 'access_token=x');
    await authProvider.checkError({ status: 401 });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(LOGIN_RESULT_KEY)).toBeNull();
  });

  it('other failures keep the token', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'x');
    await authProvider.checkError({ status: 403 });
    await authProvider.checkError({ status: 409 });
    expect(sessionStorage.getItem(TOKEN_KEY)).toBe('x');
  });

  it('without a token, checkAuth sends the user to /login with the original location', async () => {
    window.history.replaceState(null, '', '/admin/apis?x=1');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ redirectTo: '/login?redirect=%2Fadmin%2Fapis%3Fx%3D1' });
  });

  it('an expired token counts as none', async () => {
    sessionStorage.setItem(TOKEN_KEY, testToken({ email: 'a@b.c', role: 'slink-sys-admin', exp: 1 }));
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
  });

  it('reads the one role from session data', async () => {
    sessionStorage.setItem(TOKEN_KEY, testToken({ email: 'a@b.c', role: 'slink-engmnt-manager', exp: future }));
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('slink-engmnt-manager');
  });

  it('ignores an unknown role', () => {
    expect(decodeSession(testToken({ role: 'root', exp: future }))?.role).toBeUndefined();
    expect(decodeSession('not-a-token')).toBeNull();
  });

  it('decodes lists and non-ASCII names', () => {
    const s = decodeSession(testToken({ first_name: 'Zoë', account_group_names: ['North', 'South'], exp: future }))!;
    expect(s.first_name).toBe('Zoë');
    expect(s.account_group_names).toEqual(['North', 'South']);
    expect(isExpired(s)).toBe(false);
  });

  it('logout clears the session and goes to /login', async () => {
    sessionStorage.setItem(TOKEN_KEY, 'x');
    await expect(authProvider.logout({})).resolves.toBe('/login');
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
  });
});
