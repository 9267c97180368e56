import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESET_MESSAGES } from '../auth/reset';
import { caller, postLogin, signIn, startPlatform, type TestPlatform } from '../test/harness';
import { PASSWORD_MESSAGES } from './password';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p.stop());

const change = (email: string, pwd: string, extra: Record<string, unknown> = {}) => ({
  action: 'update',
  email,
  pwd1: pwd,
  pwd2: pwd,
  password: pwd,
  ...extra,
});
const loginError = async (email: string, password: string) =>
  (await postLogin(p.url, { username: email, password, client_id: 'slink-console', redirect_uri: '/login', state: 'x' })).params.get(
    'error',
  );

describe('POST /auth/password', () => {
  it('changes the own password (current one checked), then signs in with the new one', async () => {
    // Not a published demo account: those keep their password in demo mode (below).
    const email = 'samuel.adeyemi@example.org';
    const me = caller(p.url, await signIn(p.url, email));
    expect(await me('POST', '/auth/password', change(email, 'New#Pass2026', { oldpwd: 'wrong' }))).toMatchObject({
      status: 400,
      body: { message: PASSWORD_MESSAGES.wrongCurrent },
    });
    const ok = await me('POST', '/auth/password', change(email, 'New#Pass2026', { oldpwd: 'Demo#2026' }));
    expect(ok).toMatchObject({ status: 200, body: { message: 'Successfully changed password' } });
    expect(await loginError(email, 'Demo#2026')).toBe('invalid_credentials');
    await signIn(p.url, email, 'New#Pass2026');
  });

  it('applies the password rules of the shared validator', async () => {
    const me = caller(p.url, await signIn(p.url, 'apilinks@example.com'));
    expect((await me('POST', '/auth/password', { action: 'update', email: 'apilinks@example.com' })).body).toEqual({
      message: 'The password fields are required',
    });
    expect(
      (await me('POST', '/auth/password', { action: 'update', email: 'apilinks@example.com', pwd1: 'Abcdef#1', pwd2: 'Abcdef#2' })).body,
    ).toEqual({
      message: 'The password fields do not match',
    });
    const weak = await me('POST', '/auth/password', change('apilinks@example.com', 'weakpassword'));
    expect(weak.status).toBe(400);
    expect(weak.body.message).toMatch(/at least 8 characters/);
  });

  it("lets only a sys admin change another login's password (a sisl admin: SISL users only)", async () => {
    const engagement = caller(p.url, await signIn(p.url, 'apilinks@example.com'));
    expect((await engagement('POST', '/auth/password', change('maria.gonzalez@example.org', 'Other#2026'))).status).toBe(403);
    const admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
    expect((await admin('POST', '/auth/password', change('maria.gonzalez@example.org', 'Other#2026'))).status).toBe(200);
    await signIn(p.url, 'maria.gonzalez@example.org', 'Other#2026');
    const sisl = caller(p.url, await signIn(p.url, 'sisl.admin@example.com'));
    expect((await sisl('POST', '/auth/password', change('maria.gonzalez@example.org', 'Other#2027'))).status).toBe(403);
    expect((await sisl('POST', '/auth/password', change('ivr.gateway@integrations.example.com', 'Other#2027'))).status).toBe(403);
    expect((await sisl('POST', '/auth/password', change('elena.vasquez@pilotclinic.example.net', 'Sisl#2026'))).status).toBe(200);
    await signIn(p.url, 'elena.vasquez@pilotclinic.example.net', 'Sisl#2026');
  });
});

describe('password reset through the outbox', () => {
  const json = async (path: string, body: unknown) => {
    const res = await fetch(p.url + path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    return { status: res.status, body: await res.json() };
  };

  it('answers the same for known and unknown addresses', async () => {
    const unknown = await json('/oauth2/forgot', { email: 'nobody@example.com' });
    const known = await json('/oauth2/forgot', { email: 'owen.murphy@example.org' });
    expect(unknown).toEqual({ status: 200, body: { message: RESET_MESSAGES.requested } });
    expect(known).toEqual(unknown);
  });

  it('mails a one-time link that sets a new password once', async () => {
    await json('/oauth2/forgot', { email: 'Grace.Sullivan@example.org' });
    const mails = await (await fetch(`${p.url}/demo/outbox.json`)).json();
    expect(mails[0]).toMatchObject({ to: 'grace.sullivan@example.org' });
    expect(mails[0].id).toBeGreaterThan(mails[mails.length - 1].id - 1);
    const link: string = mails[0].link;
    expect(link).toMatch(/^\/changepassword\?token=[\w-]{20,}$/);
    const token = new URL(link, p.url).searchParams.get('token');

    const html = await (await fetch(`${p.url}/demo/outbox`)).text();
    expect(html).toContain(link.replace(/&/g, '&amp;'));

    expect((await json('/oauth2/reset', { token, password: 'Reset#2026', password2: 'Other#2026' })).body).toEqual({
      message: 'The password fields do not match',
    });
    expect(await json('/oauth2/reset', { token, password: 'Reset#2026', password2: 'Reset#2026' })).toEqual({
      status: 200,
      body: { message: RESET_MESSAGES.done },
    });
    await signIn(p.url, 'grace.sullivan@example.org', 'Reset#2026');
    expect(await json('/oauth2/reset', { token, password: 'Again#2026', password2: 'Again#2026' })).toEqual({
      status: 400,
      body: { message: RESET_MESSAGES.used },
    });
    expect(await json('/oauth2/reset', { token: 'made-up', password: 'Again#2026', password2: 'Again#2026' })).toEqual({
      status: 400,
      body: { message: RESET_MESSAGES.unknown },
    });
  });

  it('refuses an expired link', async () => {
    await json('/oauth2/forgot', { email: 'owen.murphy@example.org' });
    const mail = (await (await fetch(`${p.url}/demo/outbox.json`)).json())[0];
    const token = new URL(mail.link, p.url).searchParams.get('token');
    for (const t of p.platform.store.data.resetTokens) t.expires_at = new Date(Date.now() - 1000).toISOString();
    expect(await json('/oauth2/reset', { token, password: 'Reset#2026', password2: 'Reset#2026' })).toEqual({
      status: 400,
      body: { message: RESET_MESSAGES.expired },
    });
  });
});
