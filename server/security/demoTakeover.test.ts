// A demo reached from elsewhere cannot be taken over or wiped: the outbox (which holds every reset
// link) and the data reset answer callers on the demo's own machine only, unless opened for a
// trusted network; the published demo accounts keep their published password; a reset link works
// once, for 30 minutes.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_MESSAGES } from '../auth/reset';
import { DEMO_MESSAGES } from '../demo';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, demoPasswordKept } from '../demoAccounts';
import { caller, postLogin, signIn, startPlatform, type TestPlatform } from '../test/harness';
import { serveAsFrom, type RemoteServer } from '../test/remoteServer';

let p: TestPlatform;
let remote: RemoteServer;
beforeAll(async () => {
  p = await startPlatform();
  remote = await serveAsFrom(p.platform.app, '203.0.113.9');
});
afterAll(async () => {
  await remote.close();
  await p.stop();
});
afterEach(() => vi.restoreAllMocks());

const post = async (url: string, path: string, body?: unknown) => {
  const res = await fetch(url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  return { status: res.status, body: await res.json() };
};
const signsIn = async (email: string, password: string) =>
  (await postLogin(p.url, { username: email, password, client_id: 'slink-console', redirect_uri: '/login', state: 's' })).params.has(
    'access_token',
  );
const outbox = async (url = p.url) => (await fetch(`${url}/demo/outbox.json`)).json();

describe('the outbox and the data reset', () => {
  it('answer a caller from another machine 403 and change nothing', async () => {
    expect((await fetch(`${remote.url}/demo/outbox`)).status).toBe(403);
    expect(await (await fetch(`${remote.url}/demo/outbox.json`)).json()).toEqual({ message: DEMO_MESSAGES.localOnly });
    const admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    expect((await admin('POST', '/auth/accountgroups', { account_group_name: 'Kept Group' })).status).toBe(201);
    expect(await post(remote.url, '/demo/reset')).toEqual({ status: 403, body: { message: DEMO_MESSAGES.localOnly } });
    expect((await admin('GET', '/auth/accountgroups')).body.map((g: any) => g.account_group_name)).toContain('Kept Group');
  });

  it('answer callers on this machine', async () => {
    expect((await fetch(`${p.url}/demo/outbox`)).status).toBe(200);
    expect(Array.isArray(await outbox())).toBe(true);
  });

  it('answer a caller from another machine when opened for a trusted network', async () => {
    const open = await startPlatform({ demoPublicOutbox: true });
    const openRemote = await serveAsFrom(open.platform.app, '203.0.113.9');
    try {
      expect((await fetch(`${openRemote.url}/demo/outbox.json`)).status).toBe(200);
    } finally {
      await openRemote.close();
      await open.stop();
    }
  });
});

describe('the published demo accounts', () => {
  it.each(DEMO_ACCOUNTS.map((a) => [a.email]))('%s keeps its password: no reset mail, no change', async (email) => {
    const before = (await outbox()).length;
    expect(await post(p.url, '/oauth2/forgot', { email: email.toUpperCase() })).toEqual({
      status: 400,
      body: { message: demoPasswordKept(email) },
    });
    expect(await outbox()).toHaveLength(before);
    const own = caller(p.url, await signIn(p.url, email));
    const change = { action: 'update', email, oldpwd: DEMO_PASSWORD, pwd1: 'Taken#2026', pwd2: 'Taken#2026' };
    expect(await own('POST', '/auth/password', change)).toMatchObject({ status: 400, body: { message: demoPasswordKept(email) } });
    const admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    expect(await admin('POST', '/auth/password', { ...change, oldpwd: undefined })).toMatchObject({ status: 400 });
    expect(await signsIn(email, DEMO_PASSWORD)).toBe(true);
  });

  it("may change other users' passwords as usual", async () => {
    const admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    const change = { action: 'update', email: 'lucas.moreau@example.org', pwd1: 'Other#2026', pwd2: 'Other#2026' };
    expect((await admin('POST', '/auth/password', change)).status).toBe(200);
    expect(await signsIn('lucas.moreau@example.org', 'Other#2026')).toBe(true);
  });
});

describe('a reset link', () => {
  const linkFor = async (email: string) => {
    expect((await post(p.url, '/oauth2/forgot', { email })).status).toBe(200);
    const mail = (await outbox()).find((m: any) => m.to === email);
    expect(mail.text).toContain('within 30 minutes');
    return new URL(mail.link, p.url).searchParams.get('token');
  };

  it('works for 30 minutes', async () => {
    const token = await linkFor('nora.lindgren@example.org');
    const start = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(start + 30 * 60_000 + 1000);
    expect(await post(p.url, '/oauth2/reset', { token, password: 'Late#2026', password2: 'Late#2026' })).toEqual({
      status: 400,
      body: { message: RESET_MESSAGES.expired },
    });
    vi.restoreAllMocks();
    const fresh = await linkFor('nora.lindgren@example.org');
    vi.spyOn(Date, 'now').mockReturnValue(start + 29 * 60_000);
    expect((await post(p.url, '/oauth2/reset', { token: fresh, password: 'InTime#2026', password2: 'InTime#2026' })).status).toBe(200);
  });

  it('works once', async () => {
    const token = await linkFor('jack.donnelly@example.org');
    expect((await post(p.url, '/oauth2/reset', { token, password: 'Once#2026', password2: 'Once#2026' })).status).toBe(200);
    expect(await post(p.url, '/oauth2/reset', { token, password: 'Twice#2026', password2: 'Twice#2026' })).toEqual({
      status: 400,
      body: { message: RESET_MESSAGES.used },
    });
    expect(await signsIn('jack.donnelly@example.org', 'Once#2026')).toBe(true);
  });
});
