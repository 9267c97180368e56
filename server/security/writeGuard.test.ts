// Every write call of both documents, in every spelling, by every caller the guard must turn
// away: no token, a made-up token, a signed-in user of a role the call is not for. Each is
// refused (401 without a valid token, whatever the spelling; 403 or 404 with one) and nothing in
// the data changes. A right-role caller gets the declared spellings only: any other is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { deriveRules } from '../guard';
import { PLATFORM_SERVICES } from '../test/platformServices';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { dataSnapshot } from '../test/dataSnapshot';
import { rawCall } from '../test/rawCall';
import { SPELLINGS } from './spellings';
import { writeEndpoints } from '../test/writeEndpoints';
import { loadRecordKeeping } from '../recordFiles';

const ENDPOINTS = writeEndpoints(await loadRecordKeeping());
const RULES = deriveRules(screens);
// A body that would pass for several entities, so a handler reached by mistake would store it.
const BODY = { account_group_name: 'probe', name: 'probe', email: 'probe@example.com', first_name: 'P', last_name: 'Q', url: '/probe' };
const GARBAGE = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMDAxIiwicm9sZSI6InNsaW5rLXN5cy1hZG1pbiJ9.bm90LWEtc2lnbmF0dXJl';

let p: TestPlatform;
const tokens = new Map<string, string>();
beforeAll(async () => {
  p = await startPlatform();
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, await signIn(p.url, account.email));
});
afterAll(() => p.stop());

const roleOutside = (gate: readonly string[]) => DEMO_ACCOUNTS.find((a) => !gate.includes(a.role))!.role;
const roleInside = (gate: readonly string[] | undefined) => (gate ? gate[0] : 'slink-sys-admin');

it('covers every write call of both documents, under every service that has one', () => {
  // users, API clients, account groups, IP ranges, APIs, cache, password; API links,
  // transformations, dashboards, short codes, vendors, email domains, unsubscribe groups, templates
  expect(ENDPOINTS.length).toBeGreaterThanOrEqual(65);
  const writers = PLATFORM_SERVICES.filter((service) => RULES.some((r) => r.method !== 'GET' && r.pattern.startsWith(`${service}/`)));
  expect(writers.length).toBeGreaterThanOrEqual(6);
  expect(new Set(ENDPOINTS.map((e) => `/${e.rule.segments[0]}`))).toEqual(new Set(writers));
});

describe.each(ENDPOINTS.map((e) => [`${e.rule.method} ${e.rule.pattern}`, e] as const))('%s', (_name, { rule, path, gate }) => {
  it('is refused without a valid token, in every spelling, and changes nothing', async () => {
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      for (const token of [null, GARBAGE]) {
        const answer = await rawCall(p.url, rule.method, target, { token, body: BODY });
        expect({ target, token: token && 'garbage', status: answer.status }).toEqual({ target, token: token && 'garbage', status: 401 });
      }
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it.skipIf(gate === undefined)('is refused for a role it is not for, in every spelling, and changes nothing', async () => {
    const token = tokens.get(roleOutside(gate ?? []))!;
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS) {
      const target = spelling.spell(path);
      const answer = await rawCall(p.url, rule.method, target, { token, body: BODY });
      expect({ target, status: answer.status }).toEqual({ target, status: spelling.declared ? 403 : 404 });
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('answers 404 to its own role for any spelling but the declared one, and changes nothing', async () => {
    const token = tokens.get(roleInside(gate))!;
    const before = await dataSnapshot(p);
    for (const spelling of SPELLINGS.filter((s) => !s.declared)) {
      const target = spelling.spell(path);
      const answer = await rawCall(p.url, rule.method, target, { token, body: BODY });
      expect({ target, status: answer.status }).toEqual({ target, status: 404 });
    }
    expect(await dataSnapshot(p)).toEqual(before);
  });
});
