// Each demo role against each call of the screen configs: the expected answer (403 or not) is
// derived from the same configs the console uses, so the table can never drift from them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { decide, deriveRules } from './guard';
import { MESSAGES } from './http';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { caller, signIn, startPlatform, type TestPlatform } from './test/harness';

let p: TestPlatform;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  p = await startPlatform();
  for (const a of DEMO_ACCOUNTS) tokens[a.role] = await signIn(p.url, a.email);
});
afterAll(() => p.stop());

// One call per method + pattern; parameters point at records that do not exist, so allowed
// mutations stop at validation or a 404 and leave the data alone.
const calls = [...new Map(deriveRules(screens).map((r) => [`${r.method} ${r.pattern}`, r])).values()].map((r) => ({
  method: r.method,
  path: r.pattern.replace(/:[A-Za-z]+/g, '999999'),
}));

describe.each(DEMO_ACCOUNTS.map((a) => [a.role]))('as %s', (role) => {
  it.each(calls.map((c) => [`${c.method} ${c.path}`, c]))('%s', async (_name, c) => {
    const expected = decide(deriveRules(screens), c.method, c.path, role);
    const answer = await caller(p.url, tokens[role])(c.method, c.path, c.method === 'GET' || c.method === 'DELETE' ? undefined : {});
    expect(answer.status).not.toBe(401);
    if (expected === 'forbidden') {
      expect(answer.status).toBe(403);
      expect(answer.body).toEqual({ message: MESSAGES.forbidden });
    } else {
      expect(expected).toBe('allowed');
      expect(answer.body).not.toEqual({ message: MESSAGES.forbidden });
      expect(answer.status).toBeLessThan(500);
    }
  });
});

describe('the derived table', () => {
  it('gives the sys admin the admin calls and the others none of them', async () => {
    const get = (role: string) => caller(p.url, tokens[role])('GET', '/auth/apis');
    expect((await get('slink-sys-admin')).status).toBe(200);
    for (const role of ['slink-sisl-admin', 'slink-engmnt-manager', 'slink-apilink-manager']) expect((await get(role)).status).toBe(403);
  });
  it('lets the sisl admin list users but not api clients', async () => {
    expect((await caller(p.url, tokens['slink-sisl-admin'])('GET', '/auth/users/')).status).toBe(200);
    expect((await caller(p.url, tokens['slink-sisl-admin'])('GET', '/auth/apiclients/')).status).toBe(403);
  });
  it('answers 404 for calls no screen names', async () => {
    const answer = await caller(p.url, tokens['slink-sys-admin'])('GET', '/auth/unknown');
    expect(answer).toMatchObject({ status: 404, body: { message: 'Not found' } });
  });
});
