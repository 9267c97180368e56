// Whoever set a password knows it: a role given to a login that a slink-sisl-admin's password
// still guards (any role but slink-sisl-user) revokes that password, so the promotion hands no
// power to the sisl admin. A password the login chose itself, or a slink-sys-admin set, stays.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demoAccounts';
import { caller, decodeClaims, postLogin, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

let p: TestPlatform;
let admin: Call;
let sisl: Call;
beforeEach(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  sisl = caller(p.url, await signIn(p.url, 'sisl.admin@example.com'));
});
afterEach(() => p.stop());

const SYS_ADMIN_ROLE = { app_code: 'all', role_type_code: 'slink-sys-admin' };
const grant = (call: Call, id: number, body: Record<string, unknown>) =>
  call('POST', `/auth/users/${id}/relationship`, { action: 'add', ...body });
const setPassword = (call: Call, email: string, pwd: string, oldpwd?: string) =>
  call('POST', '/auth/password', { action: 'update', email, pwd1: pwd, pwd2: pwd, ...(oldpwd ? { oldpwd } : {}) });
const signInError = async (email: string, password: string) =>
  (await postLogin(p.url, { username: email, password, client_id: 'slink-console', redirect_uri: '/login', state: 's' })).params.get(
    'error',
  );

it('revokes the password a sisl admin set when a sys admin makes the user a system admin; the admin sets a new one', async () => {
  const email = 'isaac.goldberg@pilotclinic.example.net'; // 1040, a SISL user of group 8
  expect((await setPassword(sisl, email, 'Known#2026')).status).toBe(200);
  expect((await grant(admin, 1040, SYS_ADMIN_ROLE)).status).toBe(200);
  expect(await signInError(email, 'Known#2026')).toBe('invalid_credentials');
  // The promoting admin sets one; it is the admin's, and signs in with the new role.
  expect((await setPassword(admin, email, 'Admins#2026')).status).toBe(200);
  expect(decodeClaims(await signIn(p.url, email, 'Admins#2026')).role).toBe('slink-sys-admin');
});

it('revokes the password a sisl admin gave on create, also for a role of another application', async () => {
  const made = await sisl('POST', '/auth/users', {
    email: 'made.sisl@pilotclinic.example.net',
    first_name: 'Made',
    last_name: 'Sisl',
    password: 'Given#2026',
    pwd1: 'Given#2026',
    pwd2: 'Given#2026',
    country_code: 'US',
  });
  expect(made.status).toBe(201);
  expect((await grant(sisl, made.body.id, { account_group_id: 8, app_code: 'workb', role_type_code: 'slink-sisl-user' })).status).toBe(200);
  // slink-sisl-user keeps it: the user stays the sisl admin's to manage.
  await signIn(p.url, made.body.email, 'Given#2026');
  expect((await grant(admin, made.body.id, { app_code: 'hcast', role_type_code: 'hcast-admin' })).status).toBe(200);
  expect(await signInError(made.body.email, 'Given#2026')).toBe('invalid_credentials');
});

it('revokes the published password of a SISL user the sisl admin made, given a staff role', async () => {
  // theo.nakamura (1042) was made by the sisl admin, with the password every demo account has.
  expect((await grant(admin, 1042, { app_code: 'all', role_type_code: 'slink-engmnt-manager' })).status).toBe(200);
  expect(await signInError('theo.nakamura@pilotclinic.example.net', DEMO_PASSWORD)).toBe('invalid_credentials');
});

it('keeps a password the user chose itself, or a sys admin set', async () => {
  const own = 'marcus.greene@pilotclinic.example.net'; // 1044
  expect((await setPassword(sisl, own, 'Known#2026')).status).toBe(200);
  const marcus = caller(p.url, await signIn(p.url, own, 'Known#2026'));
  expect((await setPassword(marcus, own, 'Mine#2026', 'Known#2026')).status).toBe(200);
  expect((await grant(admin, 1044, SYS_ADMIN_ROLE)).status).toBe(200);
  expect(decodeClaims(await signIn(p.url, own, 'Mine#2026')).role).toBe('slink-sys-admin');

  const set = 'ava.mitchell@pilotclinic.example.net'; // 1039
  expect((await setPassword(admin, set, 'Admins#2026')).status).toBe(200);
  expect((await grant(admin, 1039, SYS_ADMIN_ROLE)).status).toBe(200);
  await signIn(p.url, set, 'Admins#2026');
});
