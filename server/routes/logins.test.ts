import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, postLogin, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { verifyPassword } from '../auth/password';
import { SISL_MESSAGES } from './scope';

let p: TestPlatform;
let admin: Call;
let sisl: Call;
beforeAll(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  sisl = caller(p.url, await signIn(p.url, 'sisl.admin@example.com'));
});
afterAll(() => p.stop());

const newUser = (overrides: Record<string, unknown> = {}) => ({
  email: 'nina.keller@example.org',
  first_name: 'Nina',
  last_name: 'Keller',
  address: '12 Harbor Rd',
  address2: '',
  city: 'Erie',
  state_code: 'PA',
  zip: '16501',
  country_code: 'US',
  account_group_id: 3,
  pwd1: 'Str0ng#Pass',
  pwd2: 'Str0ng#Pass',
  deleted_ind: 0,
  change_pw_next_login_ind: 0,
  ...overrides,
});

describe('users', () => {
  it('lists users as summary rows (what the list shows) and never a password', async () => {
    const { status, body } = await admin('GET', '/auth/users/');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThanOrEqual(44);
    const avery = body.find((u: any) => u.email === 'admin@example.com');
    expect(avery).toEqual({
      login_id: 1001,
      id: 1001,
      email: 'admin@example.com',
      first_name: 'Avery',
      last_name: 'Morgan',
      enabled: true,
      user_type: 'STAFF',
    });
    expect(JSON.stringify(body)).not.toMatch(/password_hash|scrypt/);
  });

  it('reads one user whole, with the derived lists, and never a password', async () => {
    const { status, body } = await admin('GET', '/auth/users/1001');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      login_id: 1001,
      id: 1001,
      name: 'Avery Morgan',
      enabled: true,
      account_group_id: 1,
      account_group_name_list: ['Riverside Enterprise'],
      app_role_list: [{ application_name: 'All Applications', role_name: 'System Administrator', role_type_code: 'slink-sys-admin' }],
      user_type: 'STAFF',
    });
    expect(body.account_list).toHaveLength(20);
    expect(JSON.stringify(body)).not.toMatch(/password_hash|scrypt/);
  });

  it('creates (201 with id), reads, updates and deletes a user', async () => {
    const created = await admin('POST', '/auth/users', newUser());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'nina.keller@example.org',
      account_group_name_list: ['Summit Specialty Care'],
      enabled: true,
      creator_login_id: 1001,
    });
    const id = created.body.id;
    expect(created.body.login_id).toBe(id);
    expect((await admin('GET', `/auth/users/${id}`)).body.first_name).toBe('Nina');
    // the new password works
    await signIn(p.url, 'nina.keller@example.org', 'Str0ng#Pass');

    const updated = await admin('POST', `/auth/users/${id}`, { ...created.body, city: 'Pittsburgh', enabled: false });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ city: 'Pittsburgh', enabled: false });

    // A field sent empty is cleared; a field left out is kept.
    const { zip: _zip, ...withoutZip } = updated.body;
    const cleared = await admin('POST', `/auth/users/${id}`, { ...withoutZip, city: '', address: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ city: '', address: '', zip: '16501' });

    // The edit form's Account Group replaces the first group; an unknown one changes nothing.
    const regrouped = await admin('POST', `/auth/users/${id}`, { ...cleared.body, account_group_id: 1 });
    expect(regrouped.body).toMatchObject({ account_group_id: 1, account_group_name_list: ['Riverside Enterprise'] });
    const unknown = await admin('POST', `/auth/users/${id}`, { ...regrouped.body, account_group_id: 999, city: 'Erie' });
    expect(unknown.status).toBe(400);
    expect((await admin('GET', `/auth/users/${id}`)).body).toMatchObject({ account_group_id: 1, city: '' });

    // Its attributes and password reset tokens go with it.
    const { data } = p.platform.store;
    const others = (rows: { login_id: number }[]) => rows.filter((r) => r.login_id !== id).length;
    const [attributes, tokens] = [others(data.attributes), others(data.resetTokens)];
    data.attributes.push({ ...data.attributes[0], login_id: id });
    data.resetTokens.push({ ...data.resetTokens[0], login_id: id });
    const removed = await admin('DELETE', `/auth/users/${id}`);
    expect(removed.status).toBe(200);
    expect([data.attributes.length, data.resetTokens.length]).toEqual([attributes, tokens]);
    expect(removed.body.message).toContain('nina.keller@example.org');
    expect((await admin('GET', `/auth/users/${id}`)).status).toBe(404);
  });

  it.each([
    ['users', 'sam.ortiz@example.org'],
    ['apiclients', 'feed.sync@integrations.example.com'],
  ])('%s: keeps the state and country in capitals, a blank country as US, and the password as its hash', async (kind, email) => {
    const made = await admin(
      'POST',
      `/auth/${kind}`,
      newUser({ email, state_code: 'pa', country_code: '', pwd1: 'Other#Pass1', pwd2: 'Other#Pass1' }),
    );
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ state_code: 'PA', country_code: 'US' });
    expect(JSON.stringify(made.body)).not.toMatch(/password_hash|scrypt|Other#Pass1/);
    const stored = p.platform.store.data[kind as 'users' | 'apiclients'].find((l) => l.login_id === made.body.id)!;
    expect(await verifyPassword('Other#Pass1', stored.password_hash)).toBe(true);
    const moved = await admin('POST', `/auth/${kind}/${made.body.id}`, { ...made.body, state_code: 'oh', country_code: 'ca' });
    expect(moved.body).toMatchObject({ state_code: 'OH', country_code: 'CA' });
    // a blank country stays blank on an update: US is a new login's only
    expect((await admin('POST', `/auth/${kind}/${made.body.id}`, { ...moved.body, country_code: '' })).body.country_code).toBe('');
    expect((await admin('DELETE', `/auth/${kind}/${made.body.id}`)).status).toBe(200);
  });

  it('answers 400 with the validator message', async () => {
    expect((await admin('POST', '/auth/users', newUser({ email: 'not-an-email' }))).body).toEqual({ message: 'Not a valid email address' });
    expect((await admin('POST', '/auth/users', newUser({ account_group_id: '' }))).body).toEqual({
      message: 'Please select an account group for the user.',
    });
    expect((await admin('POST', '/auth/users', newUser({ pwd2: 'Other#Pass1' }))).body).toEqual({
      message: 'The password fields are empty or do not match',
    });
    const noId = await admin('POST', '/auth/users/1005', {
      email: 'maria.gonzalez@example.org',
      first_name: 'Maria',
      last_name: 'Gonzalez',
    });
    expect(noId).toMatchObject({ status: 400, body: { message: 'ID field is missing' } });
    const first = await admin('POST', '/auth/users', newUser({ first_name: 'N1na' }));
    expect(first).toMatchObject({ status: 400, body: { message: 'First Name must be letters' } });
  });

  it('answers 409 Conflict for a duplicate email, whatever its case, also against API clients', async () => {
    expect(await admin('POST', '/auth/users', newUser({ email: 'Maria.Gonzalez@Example.org' }))).toMatchObject({
      status: 409,
      body: { message: 'Conflict' },
    });
    expect((await admin('POST', '/auth/users', newUser({ email: 'ivr.gateway@integrations.example.com' }))).status).toBe(409);
    const maria = (await admin('GET', '/auth/users/1005')).body;
    expect((await admin('POST', '/auth/users/1005', { ...maria, email: 'admin@example.com' })).status).toBe(409);
    expect((await admin('POST', '/auth/users/1005', { ...maria, email: 'IVR.Gateway@integrations.example.com' })).status).toBe(409);
    expect((await admin('POST', '/auth/apiclients', newUser({ email: 'ADMIN@example.com' }))).status).toBe(409);
    // a user and an API client made at once with one email: one of them is refused
    const both = await Promise.all(
      ['users', 'apiclients'].map((kind) => admin('POST', `/auth/${kind}`, newUser({ email: 'twin@example.org' }))),
    );
    expect(both.map((a) => a.status).sort()).toEqual([201, 409]);
    const made = both.find((a) => a.status === 201)!.body;
    expect((await admin('DELETE', `/auth/${made.user_type === 'API' ? 'apiclients' : 'users'}/${made.id}`)).status).toBe(200);
  });

  it('adds account groups and roles with the relationship call; an exact duplicate is 409', async () => {
    const body = { action: 'add', app_code: 'hmail', role_type_code: 'hmail-editor', account_group_id: 6 };
    const first = await admin('POST', '/auth/users/1006/relationship', body);
    expect(first.status).toBe(200);
    expect(first.body.account_group_name_list).toContain('Harborview Chronic Care');
    expect(first.body.app_role_list).toContainEqual(
      expect.objectContaining({ role_type_code: 'hmail-editor', application_name: 'HealthMail Email' }),
    );
    expect(await admin('POST', '/auth/users/1006/relationship', body)).toMatchObject({ status: 409, body: { message: 'Conflict' } });
    // group only
    expect((await admin('POST', '/auth/users/1006/relationship', { action: 'add', account_group_id: 7 })).status).toBe(200);
    expect((await admin('POST', '/auth/users/1006/relationship', { action: 'add', app_code: 'hmail' })).body).toEqual({
      message: 'You must specify both an application and a role or neither',
    });
    expect(
      (await admin('POST', '/auth/users/1006/relationship', { action: 'add', app_code: 'hmail', role_type_code: 'hcast-admin' })).status,
    ).toBe(400);
  });

  it('refuses to delete the caller itself', async () => {
    expect(await admin('DELETE', '/auth/users/1001')).toMatchObject({ status: 400, body: { message: 'You cannot delete your own login' } });
    expect((await admin('GET', '/auth/users/1001')).status).toBe(200);
  });
});

describe('users as slink-sisl-admin', () => {
  it('sees only limited-type users', async () => {
    const { body } = await sisl('GET', '/auth/users/');
    expect(body.length).toBe(6);
    expect(body.every((u: any) => u.user_type === 'SISL')).toBe(true);
    expect((await sisl('GET', '/auth/users/1001')).status).toBe(404);
    expect(
      (await sisl('POST', '/auth/users/1005', { login_id: 1005, email: 'x@example.org', first_name: 'X', last_name: 'Y' })).status,
    ).toBe(404);
    expect((await sisl('DELETE', '/auth/users/1005')).status).toBe(404);
  });

  it('creates bare SISL users, then gives them the own group and slink-sisl-user on workb (as the console does)', async () => {
    const { status, body } = await sisl('POST', '/auth/users', {
      email: 'new.sisl@pilotclinic.example.net',
      first_name: 'New',
      last_name: 'Sisl',
      password: '',
      country_code: 'US',
      deleted_ind: 0,
      change_pw_next_login_ind: 0,
      app_code: 'workb',
      role_type_code: 'slink-sisl-user',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ user_type: 'SISL', account_group_id: null, app_role_list: [], creator_login_id: 1002 });
    expect((await sisl('GET', `/auth/users/${body.id}`)).status).toBe(200);
    const grant = { action: 'add', app_code: 'workb', role_type_code: 'slink-sisl-user', account_group_id: 8 };
    const given = await sisl('POST', `/auth/users/${body.id}/relationship`, grant);
    expect(given.status).toBe(200);
    expect(given.body).toMatchObject({
      account_group_id: 8,
      app_role_list: [expect.objectContaining({ role_type_code: 'slink-sisl-user', application_type_code: 'workb' })],
    });
    expect((await sisl('POST', `/auth/users/${body.id}/relationship`, grant)).status).toBe(409);
    expect(
      (
        await postLogin(p.url, {
          username: 'new.sisl@pilotclinic.example.net',
          password: '',
          client_id: 'slink-console',
          redirect_uri: '/login',
        })
      ).params.get('error'),
    ).toBe('invalid_credentials');
  });

  it('may give only slink-sisl-user on workb with an own group', async () => {
    const target = (await sisl('GET', '/auth/users/')).body[0].id;
    expect(
      (await sisl('POST', `/auth/users/${target}/relationship`, { action: 'add', app_code: 'hcast', role_type_code: 'hcast-admin' }))
        .status,
    ).toBe(403);
    expect((await sisl('POST', `/auth/users/${target}/relationship`, { action: 'add', account_group_id: 1 })).body).toEqual({
      message: SISL_MESSAGES.permission,
    });
    const ok = await sisl('POST', `/auth/users/${target}/relationship`, {
      action: 'add',
      account_group_id: 5,
      app_code: 'workb',
      role_type_code: 'slink-sisl-user',
    });
    expect([200, 409]).toContain(ok.status);
  });
});

describe('api clients', () => {
  it('are a separate collection with the same calls', async () => {
    const list = (await admin('GET', '/auth/apiclients/')).body;
    expect(list.map((c: any) => c.login_id)).toEqual([2001, 2002, 2003, 2004, 2005, 2006]);
    const created = await admin(
      'POST',
      '/auth/apiclients',
      newUser({ email: 'lab.results@integrations.example.com', first_name: 'Lab', last_name: 'Results' }),
    );
    expect(created.status).toBe(201);
    expect(created.body.user_type).toBe('API');
    expect((await admin('GET', `/auth/users/${created.body.id}`)).status).toBe(404);
    expect((await admin('POST', '/auth/apiclients', newUser({ account_group_id: '' }))).body).toEqual({
      message: 'Please select an account group for the user',
    });
    expect((await admin('POST', `/auth/apiclients/${created.body.id}/relationship`, { action: 'add', account_group_id: 2 })).status).toBe(
      200,
    );
    expect((await admin('DELETE', `/auth/apiclients/${created.body.id}`)).status).toBe(200);
  });
});
