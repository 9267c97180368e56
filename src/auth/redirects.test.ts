import { describe, expect, it } from 'vitest';
import { isPublicPath, legacyRedirect, loginUrl, safeRedirect } from './redirects';

describe('page-load redirects', () => {
  it('sends index.html?op=forgotpassword to /forgotpassword with the query kept', () => {
    expect(legacyRedirect('/index.html', '?op=forgotpassword&email=a%40b.c')).toBe('/forgotpassword?op=forgotpassword&email=a%40b.c');
  });
  it('sends index.html?op=changepassword to /changepassword', () => {
    expect(legacyRedirect('/console/index.html', '?op=changepassword&token=x')).toBe('/changepassword?op=changepassword&token=x');
  });
  it('sends any other index.html to /sharedlogin with the query kept', () => {
    expect(legacyRedirect('/index.html', '?client_id=slink-console')).toBe('/sharedlogin?client_id=slink-console');
    expect(legacyRedirect('/index.html', '')).toBe('/sharedlogin');
  });
  it('leaves other paths alone', () => {
    expect(legacyRedirect('/admin', '?op=forgotpassword')).toBeNull();
  });
  it('knows the public pages', () => {
    expect(isPublicPath('/sharedlogin')).toBe(true);
    expect(isPublicPath('/login/')).toBe(true);
    expect(isPublicPath('/admin')).toBe(false);
  });
  it('passes the original location to /login, never a public page', () => {
    expect(loginUrl('/admin/apis?x=1')).toBe('/login?redirect=%2Fadmin%2Fapis%3Fx%3D1');
    expect(loginUrl('/')).toBe('/login');
    expect(loginUrl('/sharedlogin?error=x')).toBe('/login');
  });
  it('restores only same-origin paths', () => {
    expect(safeRedirect('/admin')).toBe('/admin');
    expect(safeRedirect('//evil.example')).toBeNull();
    expect(safeRedirect('https://evil.example')).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});
