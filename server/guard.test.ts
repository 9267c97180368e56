import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { everySignedIn } from '../language/access';
import { screens } from '../resources/index';
import { definePage, routesOf, type ScreenConfig } from '../language/types';
import { bearerToken, createGuard, decide, deriveRules, isPlainSpelling, matchRules, servicesOfRules, unionRoles } from './guard';
import type { Caller } from './http';
import { isPlatformPath } from './platformSpace';
import { createRouter } from './router';
import { rawCall } from './test/rawCall';

const rules = deriveRules(screens);

/** A page screen declaring only calls and roles, as the guard reads them. */
const callsOf = (name: string, area: 'home' | 'admin', roles: string[], endpoints: Record<string, string>, more: object = {}) =>
  definePage({ name, route: `/${area}/${name}`, area, roles, page: 'cache', endpoints, ...more } as Parameters<typeof definePage>[0]);

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

  it('uses endpointRoles where the key is present, even when it opens the call to every signed-in user', () => {
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
    const a = callsOf('a', 'home', ['slink-sys-admin'], { x: 'GET /auth/x/:id' });
    const b = callsOf('b', 'home', ['slink-engmnt-manager'], { x: 'GET /auth/x/:key' });
    const open = callsOf(
      'c',
      'home',
      ['slink-sys-admin'],
      { y: 'POST /auth/y' },
      { endpointRoles: { y: everySignedIn('anyone may make it') } },
    );
    const own: ScreenConfig[] = [a, b, open];
    const r = deriveRules(own);
    expect(unionRoles(matchRules(r, 'GET', '/auth/x/7'))).toEqual(['slink-sys-admin', 'slink-engmnt-manager']);
    expect(decide(r, 'GET', '/auth/x/7', 'slink-apilink-manager')).toBe('forbidden');
    expect(decide(r, 'POST', '/auth/y', 'slink-apilink-manager')).toBe('allowed');
    expect(servicesOfRules(r)).toEqual(['/auth']);
  });

  it('admits a path two different calls match only for a role both admit: the router runs either', () => {
    const exports = callsOf('exports', 'admin', ['slink-sys-admin'], { run: 'GET /report-service/items/export' });
    const items = callsOf('items', 'admin', ['slink-sys-admin', 'slink-apilink-manager'], { get: 'GET /report-service/items/:id' });
    const r = deriveRules([exports, items]);
    expect(decide(r, 'GET', '/report-service/items/export', 'slink-apilink-manager')).toBe('forbidden');
    expect(decide(r, 'GET', '/report-service/items/export', 'slink-sys-admin')).toBe('allowed');
    expect(decide(r, 'GET', '/report-service/items/7', 'slink-apilink-manager')).toBe('allowed');
  });
});

// The guard in front of a case-sensitive router serving every declared call, as on the platform.
describe('the guard in front of the declared calls', () => {
  const ran: string[] = [];
  let server: Server;
  let base = '';
  beforeAll(async () => {
    const app = express();
    const admin = { role: 'slink-sys-admin' } as Caller;
    app.use(createGuard({ rules, authenticate: (token) => (token === 'good' ? admin : null) }));
    const router = createRouter();
    for (const rule of rules)
      router[rule.method.toLowerCase() as 'get'](rule.pattern, (req, res) => {
        ran.push(`${req.method} ${req.path}`);
        res.send('ran');
      });
    app.use(router);
    server = await new Promise<Server>((done) => {
      const s = app.listen(0, '127.0.0.1', () => done(s));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((done) => server.close(() => done())));

  // Parameters spelt as dot segments: a lenient reader climbs out of the service
  // (`/auth/attributes/../..` is `/`), while the router still runs the call.
  const withParams = [...new Set(rules.filter((rule) => rule.pattern.includes('/:')).map((rule) => `${rule.method} ${rule.pattern}`))];
  const dots = ['..', '%2e%2e', '%2E%2E', '.', '%2e', '.%2e'];

  it.each(withParams)('%s with dot segments for its parameters needs a token, then is a 404, and runs nothing', async (call) => {
    const [method, pattern] = call.split(' ');
    for (const dot of dots) {
      const path = pattern.replace(/:[A-Za-z]+/g, dot);
      expect({ path, status: (await rawCall(base, method, path)).status }).toEqual({ path, status: 401 });
      expect({ path, status: (await rawCall(base, method, path, { token: 'good' })).status }).toEqual({ path, status: 404 });
    }
    expect(ran).toEqual([]);
  });

  it('runs the declared call as written, so the refusals above are the guard', async () => {
    const rule = rules.find((r) => r.source === 'users.list')!;
    expect((await rawCall(base, rule.method, rule.pattern, { token: 'good' })).text).toBe('ran');
    expect(ran.splice(0)).toEqual([`GET ${rule.pattern}`]);
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
