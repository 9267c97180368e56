import { describe, expect, it } from 'vitest';
import { TOKEN_KEY } from '../auth/loginHash';
import { UNREQUESTED_SIGN_IN } from '../auth/signInState';
import { testToken } from '../auth/testToken';
import { loginTarget } from './LoginCallback';

const signedIn = () =>
  sessionStorage.setItem(TOKEN_KEY, testToken({ email: 'a@b.c', role: 'slink-engmnt-manager', exp: Math.floor(Date.now() / 1000) + 3600 }));

describe('the sign-in callback /login', () => {
  it('sends a token this tab did not ask for to the sign-in page, which says it was ignored', () => {
    const target = new URL(loginTarget(null, '?redirect=%2Fadmin', true), window.location.origin);
    expect(target.pathname).toBe('/sharedlogin');
    expect(target.searchParams.get('error')).toBe(UNREQUESTED_SIGN_IN);
    expect(target.searchParams.get('redirect_uri')).toBe('/login');
    // The same with a session already here: it stays, but the user is told.
    signedIn();
    expect(loginTarget(null, '', true)).toBe(`/sharedlogin?error=${UNREQUESTED_SIGN_IN}&client_id=slink-console&redirect_uri=%2Flogin`);
  });

  it('returns to the page the state names, on this origin only', () => {
    signedIn();
    expect(loginTarget({ access_token: 'x', state: '/admin/apis?x=1' }, '')).toBe('/admin/apis?x=1');
    expect(loginTarget({ access_token: 'x', state: '/\\evil.example/x' }, '')).toBe('/dashboard');
    expect(loginTarget({ access_token: 'x', state: '/\t/evil.example/x' }, '')).toBe('/dashboard');
  });

  it('passes on ?redirect= to the sign-in page, and back, on this origin only', () => {
    expect(loginTarget(null, '?redirect=%2Fadmin%3Fx%3D1')).toBe(
      '/sharedlogin?client_id=slink-console&redirect_uri=%2Flogin&state=%2Fadmin%3Fx%3D1',
    );
    expect(loginTarget(null, '?redirect=%2F%5Cevil.example%2Fx')).toBe('/sharedlogin?client_id=slink-console&redirect_uri=%2Flogin');
    signedIn();
    expect(loginTarget(null, '?redirect=%2F%5Cevil.example%2Fx')).toBe('/dashboard');
    expect(loginTarget(null, '?redirect=%2Fadmin')).toBe('/admin');
  });
});
