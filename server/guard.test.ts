import { describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { definePage, routesOf, type ScreenConfig } from '../language/types';
import { bearerToken, decide, deriveRules, isPlainSpelling, matchRules, servicesOfRules, unionRoles } from './guard';
import { isPlatformPath } from './platformSpace';

const rules = deriveRules(screens);

describe('deriveRules from the screen configs', () => {
  it('has a rule for every endpoint of every screen', () => {
    const count = screens.reduce((n, s) => n + Object.keys(s.endpoints).length, 0);
    expect(rules).toHaveLength(count);
    expect(rules.find((r) => r.source === 'users.list')).toMatchObject({
      method: 'GET',
      pattern: '/auth/users',
      roles: ['slink-sys-admin'],
    });
  });

  it('uses endpointRoles where the key is present, even when its value is undefined', () => {
    expect(rules.find((r) => r.source === 'mySettings.password')?.roles).toBeUndefined();
  });
});

describe('decide', () => {
  it.each([
    ['GET', '/auth/users/', 'slink-sys-admin', 'allowed'],
    ['GET', '/auth/users', 'slink-sys-admin', 'allowed'],
    ['GET', '/auth/users/', 'slink-sisl-admin', 'allowed'],
    ['GET', '/auth/users/', 'slink-engmnt-manager', 'forbidden'],
    ['GET', '/auth/users/1001', 'slink-apilink-manager', 'forbidden'],
    ['POST', '/auth/users/1001/relationship', 'slink-sisl-admin', 'allowed'],
    ['GET', '/auth/apiclients/', 'slink-sisl-admin', 'forbidden'],
    ['POST', '/auth/password', 'slink-engmnt-manager', 'allowed'],
    ['POST', '/auth/password', null, 'allowed'],
    ['PUT', '/tools/auth/cache', 'slink-sys-admin', 'allowed'],
    ['PUT', '/tools/auth/cache', 'slink-sisl-admin', 'forbidden'],
    ['GET', '/auth/accounts/10001/accountgroups/1', 'slink-sys-admin', 'allowed'],
    ['DELETE', '/auth/attributes/1001/3', 'slink-sys-admin', 'allowed'],
    ['GET', '/auth/roles', null, 'forbidden'],
    ['GET', '/auth/nothing', 'slink-sys-admin', 'not-found'],
    ['PATCH', '/auth/users/1001', 'slink-sys-admin', 'not-found'],
    ['GET', '/auth/users/1001/extra/segments', 'slink-sys-admin', 'not-found'],
  ])('%s %s as %s is %s', (method, path, role, expected) => {
    expect(decide(rules, method, path, role)).toBe(expected);
  });

  it('unites the roles of every screen naming the call', () => {
    const a = definePage({
      name: 'a',
      route: '/a',
      area: 'home',
      roles: ['slink-sys-admin'],
      page: 'homeAbout',
      endpoints: { x: 'GET /auth/x/:id' },
    });
    const b = definePage({
      name: 'b',
      route: '/b',
      area: 'home',
      roles: ['slink-engmnt-manager'],
      page: 'mySettings',
      endpoints: { x: 'GET /auth/x/:key' },
    });
    const open = definePage({
      name: 'c',
      route: '/c',
      area: 'home',
      roles: ['slink-sys-admin'],
      page: 'cache',
      endpoints: { y: 'POST /auth/y' },
      endpointRoles: { y: undefined },
    });
    const own: ScreenConfig[] = [a, b, open];
    const r = deriveRules(own);
    expect(unionRoles(matchRules(r, 'GET', '/auth/x/7'))).toEqual(['slink-sys-admin', 'slink-engmnt-manager']);
    expect(decide(r, 'GET', '/auth/x/7', 'slink-apilink-manager')).toBe('forbidden');
    expect(decide(r, 'POST', '/auth/y', 'slink-apilink-manager')).toBe('allowed');
    expect(servicesOfRules(r)).toEqual(['/auth']);
  });
});

describe('helpers', () => {
  it('reads bearer tokens', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer x')).toBe('x');
    expect(bearerToken('Basic x')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });
  it('knows the services from the declared calls alone: every call is under one, each has a call', () => {
    const services = servicesOfRules(rules);
    for (const rule of rules) expect(isPlatformPath(services, rule.pattern)).toBe(true);
    for (const service of services) expect(rules.some((rule) => rule.pattern.startsWith(`${service}/`))).toBe(true);
    for (const service of services) expect(isPlatformPath(services, `${service}x`)).toBe(false);
    for (const route of screens.flatMap(routesOf)) expect(isPlatformPath(services, route)).toBe(false);
  });
});

describe('isPlainSpelling', () => {
  it.each(['/auth/users', '/auth/users/', '/auth/users/1001', '/auth/users?x=a//b'])('%s is the declared spelling', (path) => {
    expect(isPlainSpelling(path)).toBe(true);
  });

  it.each([
    '/auth//users',
    '//auth/users',
    '/auth/users//',
    '/auth/./users',
    '/auth/x/../users',
    '/auth%2Fusers',
    '/auth%2fusers',
    '/auth/%2E%2E/users',
    '/auth\\users',
  ])('%s is not', (path) => {
    expect(isPlainSpelling(path)).toBe(false);
  });
});
