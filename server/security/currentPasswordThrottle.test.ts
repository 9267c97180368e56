// The current password of a password change, guessed with a stolen token: after 5 wrong ones
// the login's password changes wait, the right current password included, whatever the
// address; other logins are not affected; guesses sent at once are counted one each; a reset
// through the outbox lifts the wait.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demoAccounts';
import { PASSWORD_MESSAGES } from '../routes/password';
import { caller, signIn, startPlatform, type TestPlatform } from '../test/harness';
import { rawCall } from '../test/rawCall';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

// Not published demo accounts: their own password changes go through.
const STOLEN = 'samuel.adeyemi@example.org';
const OTHER = 'noah.fischer@example.org';
const AT_ONCE = 'james.whitaker@example.org';

const change = (email: string, oldpwd: string, pwd = 'Taken#2026') => ({ action: 'update', email, oldpwd, pwd1: pwd, pwd2: pwd });

it('refuses the right current password after 5 wrong ones, with the wait, and changes nothing', async () => {
  const token = await signIn(p.url, STOLEN);
  const thief = caller(p.url, token);
  for (let i = 0; i < 5; i += 1) {
    expect(await thief('POST', '/auth/password', change(STOLEN, `Guess#${i}`))).toMatchObject({
      status: 400,
      body: { message: PASSWORD_MESSAGES.wrongCurrent },
    });
  }
  const refused = await thief('POST', '/auth/password', change(STOLEN, DEMO_PASSWORD));
  const wait = Number(refused.headers.get('retry-after'));
  expect(refused.status).toBe(429);
  expect(wait).toBeGreaterThan(50);
  expect(wait).toBeLessThanOrEqual(60);
  expect(refused.body).toEqual({ message: PASSWORD_MESSAGES.tooManyWrong(wait) });
  expect(refused.body.message).toMatch(/^Too many wrong current passwords for this login\. Please wait (1 minute|\d\d seconds) before/);
  // Another address holding the token waits the same: the count is the login's.
  const elsewhere = await rawCall(p.url, 'POST', '/auth/password', {
    token,
    body: change(STOLEN, DEMO_PASSWORD),
    localAddress: '127.0.0.2',
  });
  expect(elsewhere.status).toBe(429);
  // The password is as it was, and the token is still accepted (no password change revoked it).
  await signIn(p.url, STOLEN, DEMO_PASSWORD);
  expect((await thief('GET', '/auth/users/')).status).not.toBe(401);
});

it("leaves other logins' password changes alone", async () => {
  const other = caller(p.url, await signIn(p.url, OTHER));
  expect((await other('POST', '/auth/password', change(OTHER, DEMO_PASSWORD))).status).toBe(200);
});

it('checks at most 5 of 40 guesses sent at once', async () => {
  const thief = caller(p.url, await signIn(p.url, AT_ONCE));
  const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => thief('POST', '/auth/password', change(AT_ONCE, `Guess#${i}`))));
  expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
  expect(answers.filter((a) => a.status === 429)).toHaveLength(35);
});

it('lifts the wait when the password is reset through the outbox', async () => {
  const post = async (path: string, body: unknown) =>
    (await fetch(p.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();
  await post('/oauth2/forgot', { email: STOLEN });
  const mail = (await (await fetch(`${p.url}/demo/outbox.json`)).json())[0];
  const token = new URL(mail.link, p.url).searchParams.get('token');
  expect(await post('/oauth2/reset', { token, password: 'Reset#2026', password2: 'Reset#2026' })).toMatchObject({
    message: expect.any(String),
  });
  const owner = caller(p.url, await signIn(p.url, STOLEN, 'Reset#2026'));
  expect((await owner('POST', '/auth/password', change(STOLEN, 'Reset#2026', 'Owner#2026'))).status).toBe(200);
});
