// Roles as the documents word them: a login holds one console role (giving another replaces it),
// and a slink-sisl-admin acts only on the limited-type users of its own account groups that hold
// no other role, judged on the store at the time of each call.
import { beforeEach, afterEach, describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES } from '../routes/password';
import { caller, decodeClaims, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';

let p: TestPlatform;
let admin: Call;
let sisl: Call;
beforeEach(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  sisl = caller(p.url, await signIn(p.url, 'sisl.admin@example.com'));
});
afterEach(() => p.stop());

const grant = (id: number, body: Record<string, unknown>) => admin('POST', `/auth/users/${id}/relationship`, { action: 'add', ...body });
const password = (call: Call, email: string, pwd = 'Taken#2026') =>
  call('POST', '/auth/password', { action: 'update', email, pwd1: pwd, pwd2: pwd });
const roles = async (id: number) => (await admin('GET', `/auth/users/${id}`)).body.roles;

describe('one console role per login', () => {
  it('giving slink-sisl-user to a slink-sys-admin replaces the role: no sisl admin can make a system admin', async () => {
    // priya.raman (1007) is a slink-sys-admin of group 3.
    expect((await grant(1007, { app_code: 'workb', role_type_code: 'slink-sisl-user' })).status).toBe(200);
    expect(await roles(1007)).toEqual(['slink-sisl-user']);
    expect((await admin('GET', '/auth/users/1007')).body.user_type).toBe('SISL');
    // Outside the sisl admin's groups (8 and 5): refused.
    expect((await password(sisl, 'priya.raman@example.org')).status).toBe(403);
    // In one of them, the sisl admin may set the password, and it signs in as a SISL user only.
    expect((await grant(1007, { account_group_id: 5 })).status).toBe(200);
    expect((await password(sisl, 'priya.raman@example.org')).status).toBe(200);
    expect(decodeClaims(await signIn(p.url, 'priya.raman@example.org', 'Taken#2026')).role).toBe('slink-sisl-user');
  });

  it('giving another staff console role replaces the one held, and keeps the other applications roles', async () => {
    // engagement@ holds slink-engmnt-manager and dash-viewer.
    expect((await grant(1003, { app_code: 'all', role_type_code: 'slink-apilink-manager' })).status).toBe(200);
    expect(await roles(1003)).toEqual(['dash-viewer', 'slink-apilink-manager']);
    expect(decodeClaims(await signIn(p.url, 'engagement@example.com')).role).toBe('slink-apilink-manager');
  });
});

describe('a slink-sisl-admin', () => {
  it('cannot read, change, delete or set the password of a SISL user outside its own groups', async () => {
    const made = await admin('POST', '/auth/users', {
      email: 'group3.sisl@pilotclinic.example.net',
      first_name: 'Group',
      last_name: 'Three',
      password: 'Group3#2026',
      pwd1: 'Group3#2026',
      pwd2: 'Group3#2026',
      account_group_id: 3,
      app_code: 'workb',
      role_type_code: 'slink-sisl-user',
    });
    expect(made.status).toBe(201);
    const id = made.body.id;
    expect((await admin('GET', `/auth/users/${id}`)).body).toMatchObject({ user_type: 'SISL', roles: ['slink-sisl-user'] });
    expect((await sisl('GET', '/auth/users/')).body.map((u: any) => u.id)).not.toContain(id);
    expect((await sisl('GET', `/auth/users/${id}`)).status).toBe(404);
    expect(
      (await sisl('POST', `/auth/users/${id}`, { login_id: id, email: made.body.email, first_name: 'X', last_name: 'Y' })).status,
    ).toBe(404);
    expect((await password(sisl, made.body.email)).body).toEqual({ message: PASSWORD_MESSAGES.notAllowed });
    expect((await sisl('DELETE', `/auth/users/${id}`)).status).toBe(404);
    expect((await admin('GET', `/auth/users/${id}`)).status).toBe(200);
  });

  it('cannot act on a SISL user of its own group who holds another role', async () => {
    // elena.vasquez (1043) is a SISL user of group 5, one of the sisl admin's.
    expect((await sisl('GET', '/auth/users/1043')).status).toBe(200);
    expect((await grant(1043, { app_code: 'hcast', role_type_code: 'hcast-admin' })).status).toBe(200);
    expect((await sisl('GET', '/auth/users/1043')).status).toBe(404);
    expect((await password(sisl, 'elena.vasquez@pilotclinic.example.net')).status).toBe(403);
    expect((await sisl('DELETE', '/auth/users/1043')).status).toBe(404);
  });

  it('never takes a user out of a group outside its own with the edit form', async () => {
    // isaac.goldberg (1040) is a SISL user of group 8; the sys admin puts him in group 6 first.
    const isaac = (await admin('GET', '/auth/users/1040')).body;
    expect((await admin('POST', '/auth/users/1040', { ...isaac, account_group_id: 6 })).status).toBe(200);
    expect((await grant(1040, { account_group_id: 8 })).status).toBe(200);
    const groups = async () => (await admin('GET', '/auth/users/1040')).body.account_group_name_list;
    expect(await groups()).toEqual(['Harborview Chronic Care', 'SISL Pilot Clinics']);
    const edit = (accountGroupId: unknown) =>
      sisl('POST', '/auth/users/1040', {
        login_id: 1040,
        email: isaac.email,
        first_name: 'Isaac',
        last_name: 'Goldberg',
        account_group_id: accountGroupId,
      });
    for (const cleared of [8, '', null]) {
      expect((await edit(cleared)).status).toBe(200);
      expect(await groups()).toEqual(['Harborview Chronic Care', 'SISL Pilot Clinics']);
    }
    expect((await edit(5)).status).toBe(200);
    expect(await groups()).toEqual(['Harborview Chronic Care', 'SISL Pilot Clinics', 'Pinecrest Network Practices']);
  });

  it('is judged on its groups as stored now, not as its token says', async () => {
    expect((await sisl('GET', '/auth/users/')).body.map((u: any) => u.id)).toEqual([1039, 1040, 1041, 1042, 1043, 1044]);
    // The sisl admin's first group (8) is replaced by 3 through the edit form's account group.
    const me = (await admin('GET', '/auth/users/1002')).body;
    expect((await admin('POST', '/auth/users/1002', { ...me, account_group_id: 3 })).status).toBe(200);
    // Its old token is refused; a new one sees only group 5's SISL users and may not give group 8.
    expect((await sisl('GET', '/auth/users/')).status).toBe(401);
    const again = caller(p.url, await signIn(p.url, 'sisl.admin@example.com'));
    // Those of group 5; the ones of group 8 are gone.
    expect((await again('GET', '/auth/users/')).body.map((u: any) => u.id)).toEqual([1039, 1041, 1043]);
    expect((await again('POST', '/auth/users/1040/relationship', { action: 'add', account_group_id: 8 })).status).toBe(404);
    expect((await again('POST', '/auth/users/1043/relationship', { action: 'add', account_group_id: 8 })).status).toBe(403);
  });
});
