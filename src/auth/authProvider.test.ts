import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
import { LOGIN_RESULT_KEY, TOKEN_KEY } from './loginHash';
import { pageLoad } from './pageLoad';
import { decodeSession, isExpired } from './session';
import { testToken } from './testToken';

const future = Math.floor(Date.now() / 1000) + 3600;

describe('authProvider', () => {
  afterEach(() => vi.restoreAllMocks());

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

  it('without a token, checkAuth fails and logout loads /login as a new page, carrying the original location', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {});
    window.history.replaceState(null, '', '/admin/apis?x=1');
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({ message: false });
    // false: react-admin must not also route to /login in-app (it would guard /login and loop).
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fadmin%2Fapis%3Fx%3D1');
  });

  it('an expired token counts as none', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {});
    window.history.replaceState(null, '', '/home');
    sessionStorage.setItem(TOKEN_KEY, testToken({ email: 'a@b.c', role: 'slink-sys-admin', exp: 1 }));
    await expect(authProvider.checkAuth({})).rejects.toBeTruthy();
    await authProvider.logout({});
    expect(replace).toHaveBeenCalledWith('/login?redirect=%2Fhome');
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

  it('signing out clears the session and loads plain /login', async () => {
    const replace = vi.spyOn(pageLoad, 'replace').mockImplementation(() => {});
    window.history.replaceState(null, '', '/admin/apis');
    sessionStorage.setItem(TOKEN_KEY, testToken({ email: 'a@b.c', role: 'slink-sys-admin', exp: future }));
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(sessionStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(replace).toHaveBeenCalledWith('/login');
  });
});
