// Sign-in guesses sent at once, and guesses sprayed across accounts from one address: each guess
// counts before its password is checked, so no more are checked than the allowance (5 per
// account and address, 20 per address), and another address still signs in.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../demoAccounts';
import { THROTTLE } from '../auth/signInThrottle';
import { startPlatform, type TestPlatform } from '../test/harness';
import { rawCall } from '../test/rawCall';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

type Outcome = 'signed-in' | 'checked' | 'throttled';

const signIn = async (username: string, password: string, localAddress: string): Promise<Outcome> => {
  const body = new URLSearchParams({ username, password, client_id: 'slink-console', redirect_uri: '/login', state: '' }).toString();
  const answer = await rawCall(p.url, 'POST', '/oauth2/login', { body, contentType: 'application/x-www-form-urlencoded', localAddress });
  const location = String(answer.headers.location ?? '');
  if (location.includes('access_token=')) return 'signed-in';
  return location.includes('error=too_many_attempts') ? 'throttled' : 'checked';
};

const count = (outcomes: Outcome[], outcome: Outcome) => outcomes.filter((o) => o === outcome).length;

it('checks no more than 5 of 40 guesses sent at once for one account, the right one last', async () => {
  const guesses = Array.from({ length: 40 }, (_, i) => (i === 39 ? DEMO_PASSWORD : `Wrong#${i}`));
  const outcomes = await Promise.all(guesses.map((g) => signIn('priya.raman@example.org', g, '127.0.0.3')));
  expect(count(outcomes, 'checked') + count(outcomes, 'signed-in')).toBeLessThanOrEqual(THROTTLE.freeFailures);
  expect(outcomes[39]).toBe('throttled');
  expect(count(outcomes, 'throttled')).toBe(40 - THROTTLE.freeFailures);
});

it('checks no more than 20 of 100 guesses sprayed across 25 accounts from one address', async () => {
  const users = (await import('../../fixtures/users.json', { with: { type: 'json' } })).default as { email: string }[];
  const accounts = users.slice(4, 29).map((u) => u.email);
  expect(accounts).toHaveLength(25);
  const guesses = accounts.flatMap((email) => [1, 2, 3, 4].map((n) => [email, `Sprayed#${n}`] as const));
  const outcomes = await Promise.all(guesses.map(([email, password]) => signIn(email, password, '127.0.0.4')));
  expect(count(outcomes, 'checked')).toBeLessThanOrEqual(THROTTLE.addressFreeFailures);
  expect(count(outcomes, 'throttled')).toBeGreaterThanOrEqual(100 - THROTTLE.addressFreeFailures);
  // The address waits whatever the account, the right password included...
  expect(await signIn('noah.fischer@example.org', DEMO_PASSWORD, '127.0.0.4')).toBe('throttled');
  // ...while another address signs in to a sprayed account.
  expect(await signIn(accounts[0], DEMO_PASSWORD, '127.0.0.5')).toBe('signed-in');
});

it('does not make an address wait for its right passwords', async () => {
  const outcomes: Outcome[] = [];
  for (let i = 0; i < THROTTLE.addressFreeFailures + 5; i += 1)
    outcomes.push(await signIn('admin@example.com', DEMO_PASSWORD, '127.0.0.6'));
  expect(new Set(outcomes)).toEqual(new Set(['signed-in']));
});
