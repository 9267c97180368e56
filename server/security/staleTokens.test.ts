// A token stands for its login as it is now: refused after the login's password, email, role,
// group or status changes; the role is read from the store; changing one's own password needs the current
// one (a stolen token alone cannot take the account over) and answers a token to go on with; a
// signature passes in the one spelling it is issued in.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '../http';
import { PASSWORD_MESSAGES } from '../routes/password';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { rawCall } from '../test/rawCall';

let p: TestPlatform;
let admin: Call;
beforeEach(async () => {
  p = await startPlatform();
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
});
afterEach(() => p.stop());

const EMAIL = 'priya.raman@example.org'; // 1007, a slink-sys-admin of group 3; not a published demo account
const expired = { status: 401, body: { message: MESSAGES.unauthorized } };
const change = (pwd: string, extra: Record<string, unknown> = {}) => ({ action: 'update', email: EMAIL, pwd1: pwd, pwd2: pwd, ...extra });

describe('a token is refused once its login has changed', () => {
  it("after an admin's change of the password", async () => {
    const theirs = caller(p.url, await signIn(p.url, EMAIL));
    expect((await theirs('GET', '/auth/apis')).status).toBe(200);
    expect((await admin('POST', '/auth/password', change('Admin#2026'))).status).toBe(200);
    expect(await theirs('GET', '/auth/apis')).toMatchObject(expired);
    expect((await caller(p.url, await signIn(p.url, EMAIL, 'Admin#2026'))('GET', '/auth/apis')).status).toBe(200);
  });

  it('after a password reset through the mailbox', async () => {
    const theirs = caller(p.url, await signIn(p.url, EMAIL));
    const post = (path: string, body: unknown) =>
      fetch(p.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    await post('/oauth2/forgot', { email: EMAIL });
    const mail = (await (await fetch(`${p.url}/demo/outbox.json`)).json())[0];
    const token = new URL(mail.link, p.url).searchParams.get('token');
    expect((await post('/oauth2/reset', { token, password: 'Reset#2026', password2: 'Reset#2026' })).status).toBe(200);
    expect(await theirs('GET', '/auth/apis')).toMatchObject(expired);
  });

  it('after a new role, a new account group, or being disabled and enabled again', async () => {
    const first = caller(p.url, await signIn(p.url, EMAIL));
    expect((await admin('POST', '/auth/users/1007/relationship', { action: 'add', account_group_id: 4 })).status).toBe(200);
    expect(await first('GET', '/auth/apis')).toMatchObject(expired);

    const second = caller(p.url, await signIn(p.url, EMAIL));
    const row = (await admin('GET', '/auth/users/1007')).body;
    expect((await admin('POST', '/auth/users/1007', { ...row, account_group_id: 5 })).status).toBe(200);
    expect(await second('GET', '/auth/apis')).toMatchObject(expired);

    const third = caller(p.url, await signIn(p.url, EMAIL));
    const now = (await admin('GET', '/auth/users/1007')).body;
    expect((await admin('POST', '/auth/users/1007', { ...now, enabled: false })).status).toBe(200);
    expect((await admin('POST', '/auth/users/1007', { ...now, enabled: true })).status).toBe(200);
    expect(await third('GET', '/auth/apis')).toMatchObject(expired);

    const fourth = caller(p.url, await signIn(p.url, EMAIL));
    expect(
      (await admin('POST', '/auth/users/1007/relationship', { action: 'add', app_code: 'all', role_type_code: 'slink-engmnt-manager' }))
        .status,
    ).toBe(200);
    expect(await fourth('GET', '/dashboard-service/dashboards')).toMatchObject(expired);
    // The new token carries the new role, and the guard reads it from the store.
    const fifth = caller(p.url, await signIn(p.url, EMAIL));
    expect((await fifth('GET', '/auth/apis')).status).toBe(403);
  });

  it('after a new email', async () => {
    const theirs = caller(p.url, await signIn(p.url, EMAIL));
    const row = (await admin('GET', '/auth/users/1007')).body;
    expect((await admin('POST', '/auth/users/1007', { ...row, email: 'priya.raman@example.net' })).status).toBe(200);
    expect(await theirs('GET', '/auth/apis')).toMatchObject(expired);
    expect((await caller(p.url, await signIn(p.url, 'priya.raman@example.net'))('GET', '/auth/apis')).status).toBe(200);
  });

  it('but an edit that changes neither groups nor status keeps it', async () => {
    const theirs = caller(p.url, await signIn(p.url, EMAIL));
    const row = (await admin('GET', '/auth/users/1007')).body;
    expect((await admin('POST', '/auth/users/1007', { ...row, city: 'Denver' })).status).toBe(200);
    expect((await theirs('GET', '/auth/apis')).status).toBe(200);
  });
});

describe("changing one's own password", () => {
  it('needs the current password: a token alone cannot change it', async () => {
    const stolen = caller(p.url, await signIn(p.url, EMAIL));
    expect(await stolen('POST', '/auth/password', change('Stolen#2026'))).toMatchObject({
      status: 400,
      body: { message: PASSWORD_MESSAGES.currentRequired },
    });
    expect(await stolen('POST', '/auth/password', change('Stolen#2026', { oldpwd: 'Guess#2026' }))).toMatchObject({
      status: 400,
      body: { message: PASSWORD_MESSAGES.wrongCurrent },
    });
    expect((await stolen('GET', '/auth/apis')).status).toBe(200);
  });

  it('answers a new token that works; the one that made the change is refused', async () => {
    const token = await signIn(p.url, EMAIL);
    const answer = await caller(p.url, token)('POST', '/auth/password', change('Mine#2026', { oldpwd: 'Demo#2026' }));
    expect(answer).toMatchObject({ status: 200, body: { message: PASSWORD_MESSAGES.changed, access_token: expect.any(String) } });
    expect(await caller(p.url, token)('GET', '/auth/apis')).toMatchObject(expired);
    expect((await caller(p.url, answer.body.access_token)('GET', '/auth/apis')).status).toBe(200);
  });

  it("an admin's change of another user's password needs no current password and answers no token", async () => {
    const answer = await admin('POST', '/auth/password', change('Other#2026'));
    expect(answer).toMatchObject({ status: 200, body: { message: PASSWORD_MESSAGES.changed } });
    expect(answer.body.access_token).toBeUndefined();
  });
});

describe('a signature', () => {
  it('passes in the one spelling it is issued in', async () => {
    const token = await signIn(p.url, EMAIL);
    const [h, body, sig] = token.split('.');
    const standard = Buffer.from(sig, 'base64url').toString('base64');
    for (const spelled of [`${token}=`, `${token}==`, `${h}.${body}.${standard}`])
      expect((await rawCall(p.url, 'GET', '/auth/apis', { token: spelled })).status).toBe(401);
    expect((await rawCall(p.url, 'GET', '/auth/apis', { token })).status).toBe(200);
  });
});
