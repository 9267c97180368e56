// A page of another site cannot sign its visitor in (as the attacker's account, or any account it
// knows the password of) nor post to the other sign-in provider calls: the browser says where the
// post comes from (Origin, Sec-Fetch-Site), and only the console's own pages are accepted; a
// console served from another origin is accepted when the platform's configuration names it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawCall, type RawAnswer } from '../test/rawCall';
import { startPlatform, type TestPlatform } from '../test/harness';
import { CROSS_SITE_MESSAGE } from './crossSite';

const form = (redirectUri = '/login') =>
  new URLSearchParams({
    username: 'admin@example.com',
    password: 'Demo#2026',
    client_id: 'slink-console',
    redirect_uri: redirectUri,
    state: 's1',
  }).toString();

const postForm = (url: string, path: string, headers: Record<string, string>, body = form()): Promise<RawAnswer> =>
  rawCall(url, 'POST', path, { body, contentType: 'application/x-www-form-urlencoded', headers });

const expectRefused = (answer: RawAnswer) => {
  expect(answer.status).toBe(403);
  expect(JSON.parse(answer.text)).toEqual({ message: CROSS_SITE_MESSAGE });
  expect(answer.headers.location).toBeUndefined();
};

const signedIn = (answer: RawAnswer) => answer.status === 302 && /#access_token=/.test(String(answer.headers.location));

describe('the sign-in provider on its own origin', () => {
  let p: TestPlatform;
  beforeAll(async () => {
    p = await startPlatform();
  });
  afterAll(() => p.stop());

  it.each([
    ['a page of another site', { Origin: 'http://evil.example' }],
    ['another port of this host', { Origin: 'http://127.0.0.1:1' }],
    ['an opaque origin (a sandboxed frame)', { Origin: 'null' }],
    ["another site's form under a no-referrer policy", { Origin: 'null', 'Sec-Fetch-Site': 'cross-site' }],
    ['a cross-site post without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['another site, whatever Sec-Fetch-Site says', { Origin: 'http://evil.example', 'Sec-Fetch-Site': 'same-origin' }],
  ])('refuses a sign-in form posted by %s: 403, no token', async (_label, headers) => {
    expectRefused(await postForm(p.url, '/oauth2/login', headers));
  });

  it('signs in from its own pages, and callers that are no browser', async () => {
    expect(signedIn(await postForm(p.url, '/oauth2/login', { Origin: p.url, 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
    expect(signedIn(await postForm(p.url, '/oauth2/login', { 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
    // The console's page sends no referrer, so Chromium names its origin `null` on its own posts.
    expect(signedIn(await postForm(p.url, '/oauth2/login', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }))).toBe(true);
    expect(signedIn(await postForm(p.url, '/oauth2/login', {}))).toBe(true);
  });

  it('refuses the other provider posts from another site, and sends no mail', async () => {
    const outbox = async () => (await (await fetch(`${p.url}/demo/outbox.json`)).json()).length;
    const before = await outbox();
    const forgot = new URLSearchParams({ email: 'owen.murphy@example.org' }).toString();
    expectRefused(await postForm(p.url, '/oauth2/forgot', { Origin: 'http://evil.example' }, forgot));
    const reset = new URLSearchParams({ token: 'x', password: 'Taken#2026', password2: 'Taken#2026' }).toString();
    expectRefused(await postForm(p.url, '/oauth2/reset', { 'Sec-Fetch-Site': 'cross-site' }, reset));
    expect(await outbox()).toBe(before);
    // From the console's own page, the same request is answered.
    expect((await postForm(p.url, '/oauth2/forgot', { Origin: p.url }, forgot)).status).toBe(200);
    expect(await outbox()).toBe(before + 1);
  });
});

describe('a console served from another origin', () => {
  it('named in consoleOrigins: signs in from it and gets the token back there, on that origin only', async () => {
    const p = await startPlatform({ consoleOrigins: ['http://console.example'] });
    try {
      const answer = await postForm(p.url, '/oauth2/login', { Origin: 'http://console.example' }, form('http://console.example/login'));
      expect(answer.status).toBe(302);
      expect(String(answer.headers.location)).toMatch(/^http:\/\/console\.example\/login#access_token=/);
      // No other host in the console's origin, in any spelling.
      for (const spelling of [
        'http://console.example//evil.example/x',
        'http://console.example/\\evil.example',
        'http://evil.example/login',
      ]) {
        const refused = await postForm(p.url, '/oauth2/login', { Origin: 'http://console.example' }, form(spelling));
        expect(String(refused.headers.location)).toMatch(/^\/sharedlogin\?error=invalid_request&/);
      }
      expectRefused(await postForm(p.url, '/oauth2/login', { Origin: 'http://evil.example' }));
    } finally {
      await p.stop();
    }
  });

  it('derived from an apiHost template: the pages that call this host sign in, no other', async () => {
    const p = await startPlatform({ apiHost: 'http://api.{host}' });
    try {
      // The page at console.example:8443 calls http://api.console.example:8443, this platform.
      const host = { Host: 'api.console.example:8443' };
      expect(signedIn(await postForm(p.url, '/oauth2/login', { ...host, Origin: 'http://console.example:8443' }))).toBe(true);
      expectRefused(await postForm(p.url, '/oauth2/login', { ...host, Origin: 'http://evil.example:8443' }));
      expectRefused(await postForm(p.url, '/oauth2/login', { ...host, Origin: 'http://console.example' }));
    } finally {
      await p.stop();
    }
  });

  it('a fixed apiHost allows no other origin by itself: every page would call it', async () => {
    const p = await startPlatform({ apiHost: 'http://127.0.0.1:1' });
    try {
      expectRefused(await postForm(p.url, '/oauth2/login', { Origin: 'http://evil.example' }));
    } finally {
      await p.stop();
    }
  });
});
