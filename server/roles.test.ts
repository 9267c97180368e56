// Each demo role against the platform calls (docs/platform-api.md). First a hand-written table (the
// expectation is written down, not computed by the guard under test); then a sweep of every
// call the screen configs name, checking the guard middleware against `decide` on the same
// configs (so no call of a config goes unanswered or crashes).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { decide, deriveRules } from './guard';
import { MESSAGES } from './http';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demoAccounts';
import { caller, signIn, startPlatform, type TestPlatform } from './test/harness';

let p: TestPlatform;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  // Not demo mode: the table changes the demo accounts' own passwords (to the same text).
  p = await startPlatform({ demoMode: false });
  for (const a of DEMO_ACCOUNTS) tokens[a.role] = await signIn(p.url, a.email);
});
afterAll(() => p.stop());

const SYS = 'slink-sys-admin';
const SISL = 'slink-sisl-admin';
const ENG = 'slink-engmnt-manager';
const LINK = 'slink-apilink-manager';
const ROLE_COLUMNS = [SYS, SISL, ENG, LINK] as const;

/** The role's own password, changed to the same text (so the later sign-ins still work). */
const ownPassword = (role: string) => ({
  oldpwd: DEMO_PASSWORD,
  pwd1: DEMO_PASSWORD,
  pwd2: DEMO_PASSWORD,
  action: 'update',
  password: DEMO_PASSWORD,
  email: DEMO_ACCOUNTS.find((a) => a.role === role)!.email,
});

// Reads (plus the cache refresh and the own password, which change nothing visible): the
// status each role gets. Ids are real fixture records (1039 is a SISL user, 2001 an API client,
// account 10001 is in group 1), so an allowed call really answers 200.
// prettier-ignore
const READS: [family: string, call: string, sys: number, sisl: number, engmnt: number, apilink: number][] = [
  ['users',         'GET /auth/users/',                         200, 200, 403, 403],
  ['users',         'GET /auth/users/1039',                     200, 200, 403, 403],
  ['apiclients',    'GET /auth/apiclients/',                    200, 403, 403, 403],
  ['apiclients',    'GET /auth/apiclients/2001',                200, 403, 403, 403],
  ['attributes',    'GET /auth/attributes',                     200, 403, 403, 403],
  ['attributes',    'GET /auth/attributes/1001',                200, 403, 403, 403],
  ['accountgroups', 'GET /auth/accountgroups',                  200, 403, 403, 403],
  ['accountgroups', 'GET /auth/accountgroups/1',                200, 403, 403, 403],
  // Required: the account pickers of API links, transformations and dashboards.
  ['accounts',      'GET /auth/accounts',                       200, 403, 200, 200],
  ['accounts',      'GET /auth/accounts/10001/accountgroups/1', 200, 403, 403, 403],
  ['ip-ranges',     'GET /auth/ip-ranges',                      200, 403, 403, 403],
  ['applications',  'GET /auth/applications',                   200, 403, 403, 403],
  ['roles',         'GET /auth/roles',                          200, 403, 403, 403],
  ['apigroups',     'GET /auth/apigroups',                      200, 403, 403, 403],
  ['apis',          'GET /auth/apis',                           200, 403, 403, 403],
  ['cache',         'PUT /tools/auth/cache',                    200, 403, 403, 403],
  ['password',      'POST /auth/password',                      200, 200, 200, 200],
];

// Writes the role may not make: 403 before anything changes ('-': allowed, see the route tests).
// prettier-ignore
const WRITES: [call: string, sys: '-', sisl: 403 | '-', engmnt: 403, apilink: 403][] = [
  ['POST /auth/users',                             '-', '-', 403, 403],
  ['POST /auth/users/1039',                        '-', '-', 403, 403],
  ['POST /auth/users/1039/relationship',           '-', '-', 403, 403],
  ['DELETE /auth/users/1039',                      '-', '-', 403, 403],
  ['POST /auth/apiclients',                        '-', 403, 403, 403],
  ['POST /auth/apiclients/2001',                   '-', 403, 403, 403],
  ['POST /auth/apiclients/2001/relationship',      '-', 403, 403, 403],
  ['DELETE /auth/apiclients/2001',                 '-', 403, 403, 403],
  ['POST /auth/attributes/1001',                   '-', 403, 403, 403],
  ['DELETE /auth/attributes/1001/1',               '-', 403, 403, 403],
  ['POST /auth/accountgroups',                     '-', 403, 403, 403],
  ['PUT /auth/accountgroups/1',                    '-', 403, 403, 403],
  ['POST /auth/accounts/10001/accountgroups/7',    '-', 403, 403, 403],
  ['DELETE /auth/accounts/10001/accountgroups/1',  '-', 403, 403, 403],
  ['POST /auth/ip-ranges',                         '-', 403, 403, 403],
  ['DELETE /auth/ip-ranges/1',                     '-', 403, 403, 403],
  ['POST /auth/apis',                              '-', 403, 403, 403],
  ['POST /auth/apis/1',                            '-', 403, 403, 403],
  ['DELETE /auth/apis/1',                          '-', 403, 403, 403],
];

const split = (call: string) => call.split(' ') as [string, string];

describe('the hand-written table of the platform calls (docs/requirements.md)', () => {
  const reads = READS.flatMap(([family, call, ...statuses]) =>
    ROLE_COLUMNS.map((role, i) => [`${family}: ${call} as ${role}`, call, role, statuses[i]] as const),
  );
  it.each(reads)('%s answers its status', async (_name, call, role, status) => {
    const [method, path] = split(call);
    const body = method === 'POST' ? ownPassword(role) : undefined;
    const answer = await caller(p.url, tokens[role])(method, path, body);
    // A change of one's own password refuses the tokens issued before it and answers a new one.
    if (answer.body?.access_token) tokens[role] = answer.body.access_token;
    expect(answer.status).toBe(status);
    if (status === 403) expect(answer.body).toEqual({ message: MESSAGES.forbidden });
  });

  const writes = WRITES.flatMap(([call, ...statuses]) =>
    ROLE_COLUMNS.flatMap((role, i) => (statuses[i] === 403 ? [[`${call} as ${role}`, call, role] as const] : [])),
  );
  it.each(writes)('%s is refused', async (_name, call, role) => {
    const [method, path] = split(call);
    const answer = await caller(p.url, tokens[role])(method, path, method === 'DELETE' ? undefined : {});
    expect(answer).toMatchObject({ status: 403, body: { message: MESSAGES.forbidden } });
  });

  it('refused writes changed nothing', async () => {
    const admin = caller(p.url, tokens[SYS]);
    expect((await admin('GET', '/auth/users/1039')).status).toBe(200);
    expect((await admin('GET', '/auth/apis')).body).toHaveLength(40);
    expect((await admin('GET', '/auth/ip-ranges')).body.flatMap((g: any) => g.range_list)).toContainEqual(
      expect.objectContaining({ id: 1 }),
    );
    expect((await admin('GET', '/auth/apiclients/2001')).status).toBe(200);
    expect((await admin('GET', '/auth/accountgroups/1')).body.accounts).toHaveLength(20);
    expect((await admin('GET', '/auth/accountgroups')).body).toHaveLength(8);
    expect((await admin('GET', '/auth/attributes/1001')).body).toContainEqual(expect.objectContaining({ id: 1 }));
  });
});

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
