// A login's 0/1 flags (deleted, change password at next login) take the platform's 0 or 1, or
// true or false (stored as 1 or 0, as the Status flag reads them); blank is absent (0 on a create).
// Anything else is a 400 naming the field, and nothing is stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { dataSnapshot } from '../test/dataSnapshot';

let p: TestPlatform;
let admin: Call;
beforeAll(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
});
afterAll(() => p.stop());

const FLAGS = [
  ['deleted_ind', 'Deleted must be 0 or 1 (or true or false)'],
  ['change_pw_next_login_ind', 'Change Password At Next Login must be 0 or 1 (or true or false)'],
] as const;

let serial = 0;
const newUser = (overrides: Record<string, unknown>) => ({
  email: `flag.${++serial}@example.org`,
  first_name: 'Nina',
  last_name: 'Keller',
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

describe.each(FLAGS)('the %s flag', (field, message) => {
  it.each([[12345], [-1], [2], [0.5], ['1'], ['0'], ['true'], ['false'], [[]], [{}]])(
    'refuses %j on a user create with 400, nothing stored',
    async (value) => {
      const before = await dataSnapshot(p);
      expect(await admin('POST', '/auth/users', newUser({ [field]: value }))).toMatchObject({ status: 400, body: { message } });
      expect(await dataSnapshot(p)).toEqual(before);
    },
  );

  it.each([
    ['/auth/users/1005', 12345],
    ['/auth/apiclients/2001', -1],
  ])('refuses it on an update of %s too', async (path, value) => {
    const record = (await admin('GET', path)).body;
    const before = await dataSnapshot(p);
    expect(await admin('POST', path, { ...record, [field]: value })).toMatchObject({ status: 400, body: { message } });
    expect(await dataSnapshot(p)).toEqual(before);
  });

  it.each([
    [0, 0],
    [1, 1],
    [true, 1],
    [false, 0],
    // Blank is absent, as for every field: a new user's 0.
    ['', 0],
  ])('takes %j, stored as %j', async (value, stored) => {
    const created = await admin('POST', '/auth/users', newUser({ [field]: value }));
    expect(created.status).toBe(201);
    expect((await admin('GET', `/auth/users/${created.body.id}`)).body[field]).toBe(stored);
  });
});
