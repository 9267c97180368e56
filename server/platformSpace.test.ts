import { describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { deriveRules } from './guard';
import { PLATFORM_SERVICES } from './test/platformServices';
import { inPlatformSpace, isPlatformPath, lenientPath, NON_SCREEN_PREFIXES, platformSpace, servicesOf } from './platformSpace';
import { SPELLINGS } from './security/spellings';

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

describe('servicesOf', () => {
  it('takes the first segment of each call, once', () => {
    expect(servicesOf(['/voice-service/prompts/:id', '/voice-service/prompts', '/Fax/x', 'fax/y'])).toEqual([
      '/Fax',
      '/fax',
      '/voice-service',
    ]);
  });

  it('refuses a call that does not start with its service', () => {
    expect(() => servicesOf(['/:tenant/prompts'])).toThrow(/must start with its service/);
    expect(() => servicesOf(['/'])).toThrow(/must start with its service/);
  });

  it('gives a service for every declared call, and no other', () => {
    const firsts = deriveRules(screens).map((rule) => `/${rule.segments[0]}`);
    expect(PLATFORM_SERVICES).toEqual([...new Set(firsts)].sort());
    expect(PLATFORM_SERVICES.length).toBeGreaterThan(1);
  });

  it('names no path the platform answers for other reasons', () => {
    for (const prefix of NON_SCREEN_PREFIXES) expect(PLATFORM_SERVICES).not.toContain(prefix);
  });
});

describe('inPlatformSpace', () => {
  // A path under each declared service, in every spelling a lenient reader could take for it.
  const spelt = PLATFORM_SERVICES.flatMap((service) => SPELLINGS.map((s) => [service, s.name, s.spell(`${service}/any/1`)] as const));

  it.each(spelt)('%s, %s (%s), is in the platform space', (_service, _spelling, path) => {
    expect(inPlatformSpace(PLATFORM_SERVICES, path)).toBe(true);
  });

  it.each(PLATFORM_SERVICES.map((service) => [service]))('%s itself and a path through it are', (service) => {
    expect(inPlatformSpace(PLATFORM_SERVICES, service)).toBe(true);
    expect(inPlatformSpace(PLATFORM_SERVICES, `/admin/..${service.toUpperCase()}/x`)).toBe(true);
  });

  it.each(['/__db/users', '/__DB', '/%5F%5Fdb/users'])('%s, the internal store, is in it whatever the services', (path) => {
    expect(inPlatformSpace(PLATFORM_SERVICES, path)).toBe(true);
    expect(inPlatformSpace([], path)).toBe(true);
  });

  it.each(PLATFORM_SERVICES.map((service) => [`${service}s`, `${service}-x/y`]))('%s and %s share only the letters', (longer, other) => {
    expect(inPlatformSpace(PLATFORM_SERVICES, longer)).toBe(false);
    expect(inPlatformSpace(PLATFORM_SERVICES, other)).toBe(false);
  });

  it.each(['/', '/admin', '/sharedlogin', '/oauth2/login', '/demo/outbox', '/config.js', '/assets/index.js'])('%s is not', (path) => {
    expect(inPlatformSpace(PLATFORM_SERVICES, path)).toBe(false);
  });

  // A router matching `/auth/attributes/:id/:row` runs `/auth/attributes/../..`, which resolves to `/`.
  it.each([
    '/auth/attributes/../..',
    '/auth/attributes/%2e%2e/%2E%2E',
    '/auth/attributes/../x',
    '/voice-service/..',
    '/voice-service/%2e%2e',
    '/Voice-Service/..',
  ])('%s, a call with dot segments for its parameters, is in it', (path) => {
    expect(inPlatformSpace(['/auth', '/voice-service'], path)).toBe(true);
    expect(inPlatformSpace(['/other'], path)).toBe(false);
  });

  it('follows the services it is given', () => {
    expect(inPlatformSpace(['/voice-service'], '/Voice-Service%2Fprompts')).toBe(true);
    expect(inPlatformSpace([], '/voice-service/prompts')).toBe(false);
  });

  it('is the same question when built once for the services (the guard, the console fallback), in any letter case', () => {
    const inSpace = platformSpace(PLATFORM_SERVICES.map((service) => service.toUpperCase()));
    const paths = [...spelt.map(([, , path]) => path), '/auth/attributes/../..', '/__DB', '/', '/admin', '/oauth2/login', '/assets/x.js'];
    for (const path of paths) expect(inSpace(path), path).toBe(inPlatformSpace(PLATFORM_SERVICES, path));
    expect(paths.filter(inSpace).length).toBeGreaterThan(0);
    expect(paths.filter((path) => !inSpace(path)).length).toBeGreaterThan(0);
  });

  it('isPlatformPath takes the declared spelling only', () => {
    for (const service of PLATFORM_SERVICES) {
      expect(isPlatformPath(PLATFORM_SERVICES, `${service}/x`)).toBe(true);
      expect(isPlatformPath(PLATFORM_SERVICES, `${service.toUpperCase()}/x`)).toBe(false);
    }
  });
});
