import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, signIn, startPlatform, type TestPlatform } from './test/harness';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

describe('demo helpers', () => {
  it('lists mails newest first on the outbox page, escaped', async () => {
    for (const email of ['owen.murphy@example.org', 'grace.sullivan@example.org']) {
      await fetch(`${p.url}/oauth2/forgot`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email }),
      });
    }
    const res = await fetch(`${p.url}/demo/outbox`);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    expect(html.indexOf('grace.sullivan@example.org')).toBeLessThan(html.indexOf('owen.murphy@example.org'));
    expect(html).not.toMatch(/<script/i);
  });

  it('POST /demo/reset restores the fixtures', async () => {
    const admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    expect((await admin('POST', '/auth/accountgroups', { account_group_name: 'Temporary Group' })).status).toBe(201);
    expect((await fetch(`${p.url}/demo/reset`, { method: 'POST' })).status).toBe(200);
    expect((await admin('GET', '/auth/accountgroups')).body).toHaveLength(8);
    expect(await (await fetch(`${p.url}/demo/outbox.json`)).json()).toEqual([]);
  });

  it('POST /demo/reset keeps a refused token refused; a token that worked goes on working', async () => {
    const before = caller(p.url, await signIn(p.url, 'admin@example.com'));
    // A token refused before the reset (its login was disabled and enabled again since) ...
    const refused = caller(p.url, await signIn(p.url, 'engagement@example.com'));
    const { body: users } = await before('GET', '/auth/users/');
    const user = (users as { login_id: number; email: string }[]).find((u) => u.email === 'engagement@example.com')!;
    const full = (await before('GET', `/auth/users/${user.login_id}`)).body as Record<string, unknown>;
    for (const enabled of [false, true])
      expect((await before('POST', `/auth/users/${user.login_id}`, { ...full, enabled })).status).toBe(200);
    expect((await refused('GET', '/auth/accountgroups')).status).toBe(401);
    expect((await fetch(`${p.url}/demo/reset`, { method: 'POST' })).status).toBe(200);
    // ... stays refused after it.
    expect((await refused('GET', '/auth/accountgroups')).status).toBe(401);
    expect((await before('GET', '/auth/accountgroups')).status).toBe(200);
  });
});

describe('without demo mode', () => {
  it('has no outbox and no reset', async () => {
    const q = await startPlatform({ demoMode: false });
    try {
      expect((await fetch(`${q.url}/demo/outbox`)).status).toBe(404);
      expect((await fetch(`${q.url}/demo/reset`, { method: 'POST' })).status).toBe(404);
      expect(await (await fetch(`${q.url}/config.js`)).text()).toContain('"demo":false');
    } finally {
      await q.stop();
    }
  });
});
