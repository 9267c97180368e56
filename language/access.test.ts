// A screen some roles only read: every call but its reads is the writers' alone.
import { describe, expect, it } from 'vitest';
import { everySignedIn, writersOnly } from './access';
import { APILINK_MANAGER, SYS_ADMIN } from './roles';
import { deriveRules, decide } from '../server/guard';
import { definePage, type ScreenConfig } from './types';

const endpoints = {
  list: 'GET /voice-service/prompts',
  get: 'GET /voice-service/prompts/:id',
  create: 'POST /voice-service/prompts',
  replay: 'POST /voice-service/prompts/:id/replay',
} as const;
/** The calls of the Assign form as well: the accounts one prompt holds, and every account (another service's). */
const withAccounts = {
  ...endpoints,
  accounts: 'GET /voice-service/prompts/:id/accounts',
  allAccounts: 'GET /auth/accounts',
} as const;

describe('writersOnly', () => {
  it('leaves the reads to the screen’s roles and gives every other call, one added later too, to the writers', () => {
    // The reads of the screen's own records (what one holds included) stay open: a view needs them.
    // A read of another service's (the Assign form's account picker) serves the writers' forms.
    expect(writersOnly(endpoints, [SYS_ADMIN])).toEqual({ create: [SYS_ADMIN], replay: [SYS_ADMIN] });
    expect(writersOnly(endpoints, [SYS_ADMIN], ['list'])).toEqual({ get: [SYS_ADMIN], create: [SYS_ADMIN], replay: [SYS_ADMIN] });
    expect(writersOnly(withAccounts, [SYS_ADMIN])).toEqual({ create: [SYS_ADMIN], replay: [SYS_ADMIN], allAccounts: [SYS_ADMIN] });
    expect(writersOnly(withAccounts, [SYS_ADMIN], ['list'])).toEqual({
      get: [SYS_ADMIN],
      create: [SYS_ADMIN],
      replay: [SYS_ADMIN],
      accounts: [SYS_ADMIN],
      allAccounts: [SYS_ADMIN],
    });
  });

  it('makes the platform refuse the reader every write call and answer its reads', () => {
    // What the guard reads of a screen: its calls and their roles.
    const screen = {
      name: 'voiceprompts',
      roles: [SYS_ADMIN, APILINK_MANAGER],
      endpoints: withAccounts,
      endpointRoles: writersOnly(withAccounts, [SYS_ADMIN]),
    };
    const rules = deriveRules([screen as unknown as ScreenConfig]);
    expect(decide(rules, 'GET', '/voice-service/prompts/1', APILINK_MANAGER)).toBe('allowed');
    expect(decide(rules, 'GET', '/voice-service/prompts/1/accounts', APILINK_MANAGER)).toBe('allowed');
    expect(decide(rules, 'GET', '/auth/accounts', APILINK_MANAGER)).toBe('forbidden');
    expect(decide(rules, 'POST', '/voice-service/prompts', APILINK_MANAGER)).toBe('forbidden');
    expect(decide(rules, 'POST', '/voice-service/prompts/1/replay', APILINK_MANAGER)).toBe('forbidden');
    expect(decide(rules, 'POST', '/voice-service/prompts', SYS_ADMIN)).toBe('allowed');
  });
});

describe('the types', () => {
  it('take no `undefined` (every signed-in user) for the writers or a call, only everySignedIn with a reason', () => {
    // @ts-expect-error: undefined would open every write to every signed-in user
    expect(writersOnly(endpoints, undefined)).toEqual({ create: undefined, replay: undefined });
    const screen = definePage({
      name: 'notes',
      route: '/home/notes',
      area: 'home',
      roles: [SYS_ADMIN],
      page: 'cache',
      endpoints,
      // @ts-expect-error: a call is opened to every signed-in user by everySignedIn only
      endpointRoles: { create: undefined, replay: everySignedIn('anyone may replay a prompt') },
    });
    expect(deriveRules([screen]).map((rule) => rule.roles)).toEqual([[SYS_ADMIN], [SYS_ADMIN], undefined, undefined]);
  });
});
