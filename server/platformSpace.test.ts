import { describe, expect, it } from 'vitest';
import { inPlatformSpace, isPlatformPath, lenientPath } from './platformSpace';

describe('lenientPath', () => {
  it.each([
    ['/AUTH/Users', '/auth/users'],
    ['/auth%2Fusers', '/auth/users'],
    ['/auth%252Fusers', '/auth/users'],
    ['/auth\\users', '/auth/users'],
    ['//auth///users/', '/auth/users'],
    ['/x/../auth/./users', '/auth/users'],
    ['/%61uth/users', '/auth/users'],
    ['/auth/users?x=/y', '/auth/users'],
    ['/auth/%E0%A4%A', '/auth/%e0%a4%a'],
  ])('reads %s as %s', (path, lenient) => {
    expect(lenientPath(path)).toBe(lenient);
  });
});

describe('inPlatformSpace', () => {
  it.each([
    '/auth/users',
    '/AUTH/apis/1',
    '/Email-Service/emaildomains',
    '/admin/../auth/apis',
    '/__db/users',
    '/__DB',
    '/%5F%5Fdb/users',
    '/tools%2Fauth/cache',
  ])('%s is in the platform space', (path) => {
    expect(inPlatformSpace(path)).toBe(true);
  });

  it.each(['/', '/admin', '/authors', '/sharedlogin', '/oauth2/login', '/demo/outbox', '/config.js', '/assets/index.js'])(
    '%s is not',
    (path) => {
      expect(inPlatformSpace(path)).toBe(false);
    },
  );

  it('isPlatformPath takes the declared spelling only', () => {
    expect(isPlatformPath('/auth/users')).toBe(true);
    expect(isPlatformPath('/AUTH/users')).toBe(false);
  });
});
