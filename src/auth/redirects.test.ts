import { describe, expect, it } from 'vitest';
import { callbackUri, isPublicPath, legacyRedirect, loginUrl, safeRedirect } from './redirects';

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
  // As the browser reads an address: backslashes are slashes, tabs and newlines are dropped
  // anywhere, dot segments resolve; each of these would leave the console for evil.example.
  it.each([
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/\r\n/evil.example',
    '\t//evil.example',
    '/\\/evil.example',
    '/./\\/evil.example',
    '/..//evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    'ftp:evil.example/x',
    'HTTPS://evil.example',
    'javascript:alert(document.domain)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    `${window.location.origin}//evil.example/x`,
    `${window.location.origin}/\\evil.example/x`,
    `${window.location.origin.toUpperCase()}//evil.example`,
    `${window.location.origin}/./\\/evil.example`,
  ])('keeps %j from leaving the console', (target) => {
    expect(safeRedirect(target)).toBeNull();
  });
  it.each([
    ['/admin/apis?x=1#row-2', '/admin/apis?x=1#row-2'],
    ['/admin/\tapis', '/admin/apis'],
    ['/admin/../home', '/home'],
    ['/%5Cevil.example', '/%5Cevil.example'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example'],
    [`${window.location.origin}/admin?x=1`, '/admin?x=1'],
  ])('restores %j as the path %s of this origin', (target, path) => {
    expect(safeRedirect(target)).toBe(path);
    expect(new URL(path, window.location.origin).origin).toBe(window.location.origin);
  });
  it('asks for the token back at a path when the platform is on this origin, at this origin when it is not', () => {
    const origin = 'https://console.example';
    expect(callbackUri('/login', '', origin)).toBe('/login');
    expect(callbackUri('/login', 'https://console.example', origin)).toBe('/login');
    expect(callbackUri('/login', '/api', origin)).toBe('/login');
    expect(callbackUri('/login', 'https://api.console.example', origin)).toBe('https://console.example/login');
  });
});
