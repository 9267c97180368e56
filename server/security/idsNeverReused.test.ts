// An id the platform has handed out is never handed out again: not after its record is deleted,
// not after the demo's reset, not after a restart or a crash. A token names its login by its id
// and the login's key, so the token of a deleted login never stands for a login made later.
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

const PASSWORD = 'Str0ng#Pass';
const expired = { status: 401, body: { message: MESSAGES.unauthorized } };

/** A system admin login (every /auth call open to it), made by the admin. */
const newAdmin = (email: string) => ({
  email,
  first_name: 'Dana',
  last_name: 'Quinn',
  address: '1 Main St',
  address2: '',
  city: 'Erie',
  state_code: 'PA',
  zip: '16501',
  country_code: 'US',
  account_group_id: 1,
  app_code: 'all',
  role_type_code: 'slink-sys-admin',
  pwd1: PASSWORD,
  pwd2: PASSWORD,
});

describe('a deleted login', () => {
  let p: TestPlatform;
  let admin: Call;
  beforeEach(async () => {
    p = await startPlatform();
    admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  });
  afterEach(() => p.stop());

  /** Makes a login, signs it in, and answers its id and a caller with its token. */
  const madeAndSignedIn = async (email: string) => {
    const made = await admin('POST', '/auth/users', newAdmin(email));
    expect(made.status).toBe(201);
    const theirs = caller(p.url, await signIn(p.url, email, PASSWORD));
    expect((await theirs('GET', '/auth/users/1001')).status).toBe(200);
    return { id: made.body.login_id as number, theirs };
  };

  it('keeps its id: the next login made takes a new one, and the old token is refused', async () => {
    const gone = await madeAndSignedIn('dana.quinn@example.org');
    expect((await admin('DELETE', `/auth/users/${gone.id}`)).status).toBe(200);
    const next = await admin('POST', '/auth/users', newAdmin('eli.brandt@example.org'));
    expect(next.status).toBe(201);
    expect(next.body.login_id).toBeGreaterThan(gone.id);
    expect(await gone.theirs('GET', '/auth/users/1001')).toMatchObject(expired);
    // An API client shares the logins' ids.
    const client = await admin('POST', '/auth/apiclients', { ...newAdmin('feed@example.org'), first_name: 'Feed', last_name: 'Bot' });
    expect(client.body.login_id).toBeGreaterThan(next.body.login_id);
  });

  it("stays gone over the demo's reset: the old token is refused, a login made after takes a new id", async () => {
    const gone = await madeAndSignedIn('dana.quinn@example.org');
    expect((await fetch(`${p.url}/demo/reset`, { method: 'POST' })).status).toBe(200);
    expect(await gone.theirs('GET', '/auth/users/1001')).toMatchObject(expired);
    const next = await admin('POST', '/auth/users', newAdmin('eli.brandt@example.org'));
    expect(next.status).toBe(201);
    expect(next.body.login_id).toBeGreaterThan(gone.id);
    expect(await gone.theirs('GET', '/auth/users/1001')).toMatchObject(expired);
  });

  it("that the demo's reset brings back has a new key: its token from before its delete stays refused", async () => {
    const EMAIL = 'priya.raman@example.org'; // 1007, a fixture login (a system admin)
    const theirs = caller(p.url, await signIn(p.url, EMAIL));
    expect((await admin('DELETE', '/auth/users/1007')).status).toBe(200);
    expect((await fetch(`${p.url}/demo/reset`, { method: 'POST' })).status).toBe(200);
    expect((await admin('GET', '/auth/users/1007')).status).toBe(200);
    expect(await theirs('GET', '/auth/users/1001')).toMatchObject(expired);
    expect((await caller(p.url, await signIn(p.url, EMAIL))('GET', '/auth/users/1001')).status).toBe(200);
  });
});

describe('ids of every record', () => {
  const base = mkdtempSync(join(tmpdir(), 'slink-ids-'));
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const api = (url: string) => ({ http_method: 'GET', url });
  const TRANSFORMATIONS = '/api-link-service/transformations';

  it('are never handed out again: after a delete, a restart and a crash', async () => {
    const dir = join(base, 'data');
    let p = await startPlatform({ dataDir: dir });
    let admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    const first = (await admin('POST', '/auth/apis', api('/auth/one'))).body.id as number;
    expect((await admin('DELETE', `/auth/apis/${first}`)).status).toBe(200);
    const second = (await admin('POST', '/auth/apis', api('/auth/two'))).body.id as number;
    expect(second).toBeGreaterThan(first);

    // Rows kept inside a record: a transformation's mappings.
    const manager = caller(p.url, await signIn(p.url, 'apilinks@example.com'));
    const rule = (await manager('POST', TRANSFORMATIONS, { name: 'Ids Kept', output_type: 'String' })).body.api_link_transform_rule_id;
    const mappings = (rows: object[]) => manager('PUT', `${TRANSFORMATIONS}/${rule}/mappings`, { mappings: rows });
    const [kept, dropped] = (
      await mappings([
        { mapping_id: 0, map_from: 'A', map_to: '1' },
        { mapping_id: 0, map_from: 'B', map_to: '2' },
      ])
    ).body;
    const [, added] = (await mappings([kept, { mapping_id: 0, map_from: 'C', map_to: '3' }])).body;
    expect(added.mapping_id).toBeGreaterThan(dropped.mapping_id);
    expect((await admin('DELETE', `/auth/apis/${second}`)).status).toBe(200);

    // A crash leaves the data file and the journal as the acknowledged writes left them.
    const crashed = join(base, 'crashed');
    cpSync(dir, crashed, { recursive: true });
    await p.stop();

    for (const [from, label] of [
      [dir, 'after a restart'],
      [crashed, 'after a crash'],
    ]) {
      p = await startPlatform({ dataDir: from });
      admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
      const again = (await admin('POST', '/auth/apis', api(`/auth/${label.replace(/\W/g, '-')}`))).body.id as number;
      expect(again, label).toBeGreaterThan(second);
      await p.stop();
    }
  });
});
