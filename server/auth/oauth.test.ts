import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signToken } from './token';
import { MESSAGES } from '../http';
import { caller, decodeClaims, postLogin, signIn, startPlatform, type TestPlatform } from '../test/harness';

let p: TestPlatform;
beforeAll(async () => {
  p = await startPlatform({ tokenTtlSeconds: 1 });
});
afterAll(() => p.stop());

const form = (overrides: Record<string, string> = {}) => ({
  username: 'admin@example.com',
  password: 'Demo#2026',
  client_id: 'slink-console',
  redirect_uri: '/login',
  state: 'abc123',
  ...overrides,
});

describe('POST /oauth2/login', () => {
  it('redirects to redirect_uri with the token, type, lifetime and state in the hash', async () => {
    const answer = await postLogin(p.url, form());
    expect(answer.status).toBe(302);
    expect(answer.location).toMatch(/^\/login#access_token=[\w-]+\.[\w-]+\.[\w-]+&token_type=Bearer&expires_in=1&state=abc123$/);
    const claims = decodeClaims(answer.params.get('access_token')!);
    expect(claims).toMatchObject({
      sub: 1001,
      email: 'admin@example.com',
      first_name: 'Avery',
      last_name: 'Morgan',
      role: 'slink-sys-admin',
      account_group_names: ['Riverside Enterprise'],
      account_group_ids: [1],
      user_type: 'STAFF',
    });
    expect(claims.accounts).toHaveLength(20);
    expect(claims.organizations).toContain('Riverside Health System');
    expect(claims.exp - claims.iat).toBe(1);
  });

  it('signs in case-insensitively by email and accepts a same-origin absolute redirect', async () => {
    const answer = await postLogin(p.url, form({ username: 'SISL.Admin@Example.com', redirect_uri: `${p.url}/login?next=%2Fadmin` }));
    expect(answer.location.startsWith('/login?next=%2Fadmin#access_token=')).toBe(true);
    expect(decodeClaims(answer.params.get('access_token')!)).toMatchObject({
      role: 'slink-sisl-admin',
      user_type: 'STAFF',
      account_group_ids: [8, 5],
    });
  });

  it.each([
    ['a wrong password', { password: 'Demo#2027' }, 'invalid_credentials'],
    ['an unknown user', { username: 'nobody@example.com' }, 'invalid_credentials'],
    ['an unknown client', { client_id: 'other-app' }, 'invalid_client'],
    ['a disabled user', { username: 'michael.santos@example.org' }, 'account_disabled'],
    ['a foreign redirect', { redirect_uri: 'https://evil.example.net/steal' }, 'invalid_request'],
    ['a protocol-relative redirect', { redirect_uri: '//evil.example.net/steal' }, 'invalid_request'],
  ])('sends %s back to /sharedlogin with the error and the original query', async (_label, overrides, error) => {
    const fields = form(overrides);
    const answer = await postLogin(p.url, fields);
    expect(answer.status).toBe(302);
    expect(answer.location.startsWith(`/sharedlogin?error=${error}&`)).toBe(true);
    expect(answer.params.get('client_id')).toBe(fields.client_id);
    expect(answer.params.get('redirect_uri')).toBe(fields.redirect_uri);
    expect(answer.params.get('state')).toBe('abc123');
    expect(answer.location).not.toContain('access_token');
    if (error === 'invalid_credentials' || error === 'account_disabled') expect(answer.params.get('username')).toBe(fields.username);
  });

  it('never signs in a user without a password (new limited-type users)', async () => {
    const answer = await postLogin(p.url, form({ username: 'camila.reyes@pilotclinic.example.net' }));
    expect(answer.params.get('error')).toBe('invalid_credentials');
  });
});

// Each spelling as the browser reads it: backslashes count as slashes, tabs and newlines are
// dropped, dot segments resolve, the scheme's case does not matter. {origin} is the platform's.
describe('redirect_uri to another host, in any spelling', () => {
  it.each([
    '{origin}//evil.example/x',
    '{origin}/\\evil.example/x',
    '{ORIGIN}//evil.example',
    '{origin}/./\\/evil.example',
    '{origin}/..//evil.example',
    '{origin}/\t/evil.example',
    '//evil.example/x',
    '/\\evil.example/x',
    '\\\\evil.example/x',
    '/\t/evil.example/x',
    '/\n/evil.example/x',
    '/./\\evil.example',
    '/..//evil.example',
    'https://{host}@evil.example/x',
    'javascript:alert(1)',
  ])('refuses %j and gives no token', async (spelling) => {
    const { host } = new URL(p.url);
    const redirectUri = spelling.replace('{origin}', p.url).replace('{ORIGIN}', p.url.toUpperCase()).replace('{host}', host);
    const answer = await postLogin(p.url, form({ redirect_uri: redirectUri }));
    expect(answer.status).toBe(302);
    expect(answer.location.startsWith('/sharedlogin?error=invalid_request&')).toBe(true);
    expect(answer.location).not.toContain('access_token');
  });

  it.each([
    ['{origin}/login', '/login'],
    ['{ORIGIN}/login?x=1#old', '/login?x=1'],
    ['/admin/./../login', '/login'],
    ['/login/%2F%2Fevil.example', '/login/%2F%2Fevil.example'],
    // The scheme of the page without a host: a path of the page's own host.
    ['http:evil.example/x', '/evil.example/x'],
  ])('sends %s back as the path %s of this origin', async (spelling, path) => {
    const redirectUri = spelling.replace('{origin}', p.url).replace('{ORIGIN}', p.url.toUpperCase());
    const answer = await postLogin(p.url, form({ redirect_uri: redirectUri }));
    expect(answer.location.split('#')[0]).toBe(path);
    expect(answer.params.get('access_token')).toBeTruthy();
    // However the browser reads the Location, it is a page of this origin.
    expect(new URL(answer.location, p.url).origin).toBe(p.url);
  });
});

describe('bearer token checks', () => {
  // A platform whose tokens outlive the test: with the 1 s lifetime above, a token signed late in
  // a second (its expiry is counted in whole seconds) may expire before the next call on a busy machine.
  let lasting: TestPlatform;
  beforeAll(async () => {
    lasting = await startPlatform({ tokenTtlSeconds: 3600 });
  });
  afterAll(() => lasting.stop());

  const expect401 = async (token: string | null, on: TestPlatform = lasting) => {
    const answer = await caller(on.url, token)('GET', '/auth/roles');
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ message: MESSAGES.unauthorized });
  };

  it('accepts a fresh token', async () => {
    const token = await signIn(lasting.url, 'admin@example.com');
    expect((await caller(lasting.url, token)('GET', '/auth/roles')).status).toBe(200);
  });

  it('answers 401 for a missing, malformed, forged or wrongly signed token', async () => {
    await expect401(null);
    await expect401('not-a-jwt');
    await expect401('a.b.c');
    const token = await signIn(lasting.url, 'admin@example.com');
    const [h, , s] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...decodeClaims(token), exp: 4e9 })).toString('base64url');
    await expect401(`${h}.${forged}.${s}`);
    await expect401(signToken({ ...(decodeClaims(token) as any) }, 'another-secret', 60));
  });

  it('answers 401 for an expired token (forged exp with the right secret, and TTL 1 s)', async () => {
    const claims = decodeClaims(await signIn(lasting.url, 'admin@example.com'));
    await expect401(signToken(claims as any, 'test-secret', -10));
    const token = await signIn(p.url, 'admin@example.com');
    await new Promise((r) => setTimeout(r, 1100));
    await expect401(token, p);
  });
});
