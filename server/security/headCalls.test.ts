// HEAD works wherever GET does: on every declared GET call it answers as the GET would, without
// a body, and meets the same check: no token is a 401, a role the GET refuses is a 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../../resources/index';
import { DEMO_ACCOUNTS } from '../demoAccounts';
import { deriveRules, matchRules, unionRoles, type EndpointRule } from '../guard';
import { signIn, startPlatform, type TestPlatform } from '../test/harness';
import { paramValues } from '../test/paramValues';
import { rawCall } from '../test/rawCall';
import { loadRecordKeeping } from '../recordFiles';

const valueOf = paramValues(screens, undefined, await loadRecordKeeping());
/** Parameters that are words, not ids. */
const WORDS: Record<string, string> = { period: 'today' };
const rules = deriveRules(screens);
const gets = [...new Map(rules.filter((rule) => rule.method === 'GET').map((rule) => [rule.pattern, rule])).values()];
const pathOf = (rule: EndpointRule) =>
  rule.pattern.replace(/:([A-Za-z]+)/g, (_m, name: string) => WORDS[name] ?? valueOf(rule.pattern, name, rule.source));

let p: TestPlatform;
const tokens = new Map<string, string>();
beforeAll(async () => {
  p = await startPlatform();
  for (const account of DEMO_ACCOUNTS) tokens.set(account.role, await signIn(p.url, account.email));
});
afterAll(() => p.stop());

/** The demo roles the call's gate admits, and those it refuses. */
const rolesOf = (path: string) => {
  const gate = unionRoles(matchRules(rules, 'GET', path));
  const roles = DEMO_ACCOUNTS.map((account) => account.role);
  return { admitted: roles.filter((role) => !gate || gate.includes(role)), refused: roles.filter((role) => gate && !gate.includes(role)) };
};

describe('HEAD', () => {
  it('answers every declared GET call as the GET does, without a body', async () => {
    const differs: string[] = [];
    for (const rule of gets) {
      const path = pathOf(rule);
      const { admitted, refused } = rolesOf(path);
      for (const role of [admitted[0], refused[0]].filter(Boolean)) {
        const token = tokens.get(role)!;
        const get = await rawCall(p.url, 'GET', path, { token });
        const head = await rawCall(p.url, 'HEAD', path, { token });
        if (head.status !== get.status || head.bytes.length > 0 || head.headers['content-type'] !== get.headers['content-type'])
          differs.push(`HEAD ${path} as ${role}: ${head.status} (GET ${get.status})`);
      }
      expect(admitted.length, path).toBeGreaterThan(0);
    }
    expect(differs).toEqual([]);
    expect(gets.length).toBeGreaterThan(40);
  });

  it('needs a token as the GET does', async () => {
    const answered: string[] = [];
    for (const rule of gets) {
      const head = await rawCall(p.url, 'HEAD', pathOf(rule));
      if (head.status !== 401) answered.push(`HEAD ${pathOf(rule)}: ${head.status}`);
    }
    expect(answered).toEqual([]);
  });

  it('is a 403 for a role the GET refuses, and a 404 for a call no screen declares', async () => {
    const engagement = tokens.get('slink-engmnt-manager')!;
    expect((await rawCall(p.url, 'GET', '/auth/apis', { token: engagement })).status).toBe(403);
    expect((await rawCall(p.url, 'HEAD', '/auth/apis', { token: engagement })).status).toBe(403);
    const admin = tokens.get('slink-sys-admin')!;
    expect((await rawCall(p.url, 'HEAD', '/auth/apis', { token: admin })).status).toBe(200);
    expect((await rawCall(p.url, 'HEAD', '/auth/nothing-declared', { token: admin })).status).toBe(404);
  });
});
