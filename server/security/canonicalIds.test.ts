// A record's id in a path is canonical decimal, `0` or `[1-9][0-9]*`: any other spelling of a
// number (01, +1, 1.0, 1e0, blanks around it, encoded digits) names no record and answers 404, on
// every declared call with an id parameter, and changes nothing. Read calls show the canonical
// spelling works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { deriveRules, matchRules, unionRoles, type EndpointRule } from '../guard';
import { dataSnapshot } from '../test/dataSnapshot';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { paramValues } from '../test/paramValues';
import { loadRecordKeeping } from '../recordFiles';

/** Records the fixtures hold, per parameter, found from the declarations (not a demo account). */
const valueOf = paramValues(screens, undefined, await loadRecordKeeping());
const idOf = (rule: EndpointRule, param: string) => valueOf(rule.pattern, param, rule.source);
/** Bodies for calls that check theirs before the id (an empty body would be a 400 first). */
const bodyOf = (rule: EndpointRule) =>
  rule.method === 'GET' ? undefined : rule.pattern.endsWith('/relationship') ? { action: 'add', account_group_id: 2 } : {};
/** Parameters that are words, not ids. */
const WORDS: Record<string, string> = { period: 'today' };

const SPELLINGS = (id: string) => [`0${id}`, `+${id}`, `${id}.0`, `${id}e0`, `%20${id}`, `${id}%20`, `${id}%00`];
/** The same digits percent-encoded (Express decodes a parameter before a route reads it): all, the first, the last. */
const encoded = (digits: string) => [...digits].map((d) => `%${d.charCodeAt(0).toString(16)}`).join('');
const ENCODED = (id: string) => [encoded(id), `${encoded(id[0])}${id.slice(1)}`, `${id.slice(0, -1)}${encoded(id.slice(-1))}`];

const rules = deriveRules(screens);
const withIds = [...new Map(rules.filter((r) => /:(?!period\b)/.test(r.pattern)).map((r) => [`${r.method} ${r.pattern}`, r])).values()];
const params = (rule: EndpointRule) => [...rule.pattern.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
const pathOf = (rule: EndpointRule, odd?: { param: string; spelling: string }) =>
  rule.pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => (name === odd?.param ? odd.spelling : (WORDS[name] ?? idOf(rule, name))));

let p: TestPlatform;
const callers = new Map<string, Call>();
beforeAll(async () => {
  p = await startPlatform();
  for (const account of DEMO_ACCOUNTS) callers.set(account.role, caller(p.url, await signIn(p.url, account.email)));
});
afterAll(() => p.stop());

/** A caller the call's gate lets through: the system admin when it may. */
const callerFor = (rule: EndpointRule, path: string): Call => {
  const gate = unionRoles(matchRules(rules, rule.method, path));
  const role = !gate || gate.includes('slink-sys-admin') ? 'slink-sys-admin' : gate[0];
  return callers.get(role)!;
};

describe('ids in paths', () => {
  it('covers the declared calls with ids', () => {
    expect(withIds.length).toBeGreaterThan(60);
  });

  it('reads a record by its canonical id', async () => {
    const missing: string[] = [];
    for (const rule of withIds.filter((r) => r.method === 'GET')) {
      const path = pathOf(rule);
      if ((await callerFor(rule, path)('GET', path)).status === 404) missing.push(`GET ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('answers 404 to any other spelling of an id, on every call, and changes nothing', async () => {
    const before = await dataSnapshot(p);
    const answered: string[] = [];
    for (const rule of withIds)
      for (const param of params(rule).filter((name) => !WORDS[name]))
        for (const spelling of SPELLINGS(idOf(rule, param))) {
          const path = pathOf(rule, { param, spelling });
          const { status } = await callerFor(rule, pathOf(rule))(rule.method, path, bodyOf(rule));
          if (status !== 404) answered.push(`${rule.method} ${path}: ${status}`);
        }
    expect(answered).toEqual([]);
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('answers 404 to an id spelled with encoded digits, on every call, and changes nothing', async () => {
    const before = await dataSnapshot(p);
    const answered: string[] = [];
    for (const rule of withIds)
      for (const param of params(rule).filter((name) => !WORDS[name]))
        for (const spelling of ENCODED(idOf(rule, param))) {
          const path = pathOf(rule, { param, spelling });
          const { status } = await callerFor(rule, pathOf(rule))(rule.method, path, bodyOf(rule));
          if (status !== 404) answered.push(`${rule.method} ${path}: ${status}`);
        }
    expect(answered).toEqual([]);
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it('GET /auth/users/%31%30%30%31 names no user; DELETE /auth/apis/%31 deletes nothing', async () => {
    const admin = callers.get('slink-sys-admin')!;
    expect((await admin('GET', '/auth/users/%31%30%30%31')).status).toBe(404);
    expect((await admin('DELETE', '/auth/apis/%31')).status).toBe(404);
    expect((await admin('GET', '/auth/apis')).body.some((api: { id: number }) => api.id === 1)).toBe(true);
  });

  it('DELETE /auth/apis/01 deletes nothing', async () => {
    const admin = callers.get('slink-sys-admin')!;
    expect((await admin('DELETE', '/auth/apis/01')).status).toBe(404);
    expect((await admin('GET', '/auth/apis')).body.some((api: { id: number }) => api.id === 1)).toBe(true);
  });
});
