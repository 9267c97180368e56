// Sign-in over HTTP: after 5 wrong passwords from one address, that address waits, even with the
// right password; another address still signs in to the same account; a password reset through
// the outbox lifts the wait.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demoAccounts';
import { startPlatform, type TestPlatform } from '../test/harness';
import { rawCall } from '../test/rawCall';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

// Not a published demo account: the reset at the end changes its password.
const ACCOUNT = 'samuel.adeyemi@example.org';

const signInFrom = async (localAddress: string, password: string) => {
  const body = new URLSearchParams({
    username: ACCOUNT,
    password,
    client_id: 'slink-console',
    redirect_uri: '/login',
    state: 's',
  }).toString();
  const answer = await rawCall(p.url, 'POST', '/oauth2/login', { body, contentType: 'application/x-www-form-urlencoded', localAddress });
  const location = String(answer.headers.location ?? '');
  const query = new URLSearchParams(location.split('?')[1]?.split('#')[0] ?? '');
  return { signedIn: location.includes('access_token='), error: query.get('error'), wait: Number(query.get('wait')) };
};

const json = async (path: string, body: unknown) =>
  (await fetch(p.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json();

it('makes an address wait after 5 wrong passwords, right password included, with the wait in the answer', async () => {
  for (let i = 0; i < 5; i += 1)
    expect(await signInFrom('127.0.0.1', 'wrong')).toMatchObject({ signedIn: false, error: 'invalid_credentials' });
  const waiting = await signInFrom('127.0.0.1', DEMO_PASSWORD);
  expect(waiting).toMatchObject({ signedIn: false, error: 'too_many_attempts' });
  expect(waiting.wait).toBeGreaterThan(50);
  expect(waiting.wait).toBeLessThanOrEqual(60);
});

it('lets another address sign in to the same account meanwhile', async () => {
  expect(await signInFrom('127.0.0.2', DEMO_PASSWORD)).toMatchObject({ signedIn: true });
});

it('takes the address from the connection, not from a forwarded-for header', async () => {
  const res = await fetch(`${p.url}/oauth2/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '203.0.113.9' },
    body: new URLSearchParams({
      username: ACCOUNT,
      password: DEMO_PASSWORD,
      client_id: 'slink-console',
      redirect_uri: '/login',
      state: 's',
    }),
  });
  expect(res.headers.get('location')).toContain('error=too_many_attempts');
});

it('lifts the wait when the password is reset through the outbox', async () => {
  await json('/oauth2/forgot', { email: ACCOUNT });
  const mail = (await (await fetch(`${p.url}/demo/outbox.json`)).json())[0];
  const token = new URL(mail.link, p.url).searchParams.get('token');
  expect(await json('/oauth2/reset', { token, password: 'Reset#2026', password2: 'Reset#2026' })).toMatchObject({
    message: expect.any(String),
  });
  expect(await signInFrom('127.0.0.1', 'Reset#2026')).toMatchObject({ signedIn: true });
});
