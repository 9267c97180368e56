// Test helpers: a platform on a free port with a temporary data folder, sign-in, and calls.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createPlatform, type Platform, type PlatformOptions } from '../platform';
import { DEMO_PASSWORD } from '../demoAccounts';

export interface TestPlatform {
  url: string;
  dir: string;
  platform: Platform;
  stop(): Promise<void>;
}

export const startPlatform = async (options: Partial<PlatformOptions> = {}): Promise<TestPlatform> => {
  const dir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'slink-platform-'));
  const platform = await createPlatform({ secret: 'test-secret', ...options, dataDir: dir });
  const running = await platform.listen(0);
  return {
    url: running.url,
    dir,
    platform,
    stop: async () => {
      await running.close();
      if (!options.dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
};

export interface LoginAnswer {
  status: number;
  location: string;
  /** the parameters of the hash (success) or of the query (failure) */
  params: URLSearchParams;
}

export const postLogin = async (url: string, fields: Record<string, string>): Promise<LoginAnswer> => {
  const res = await fetch(`${url}/oauth2/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
  const location = res.headers.get('location') ?? '';
  const [, hash = ''] = location.split('#');
  const query = location.includes('?') ? location.slice(location.indexOf('?') + 1).split('#')[0] : '';
  return { status: res.status, location, params: new URLSearchParams(hash || query) };
};

export const signIn = async (url: string, email: string, password = DEMO_PASSWORD): Promise<string> => {
  const answer = await postLogin(url, { username: email, password, client_id: 'slink-console', redirect_uri: '/login', state: 's1' });
  const token = answer.params.get('access_token');
  if (!token) throw new Error(`sign-in of ${email} failed: ${answer.location}`);
  return token;
};

export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export type Call = <T = any>(method: string, path: string, body?: unknown) => Promise<Answer<T>>;

export const caller =
  (url: string, token: string | null): Call =>
  async (method, path, body) => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(url + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as any, headers: res.headers };
  };

export const decodeClaims = (token: string): Record<string, any> =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));

/**
 * A test file's platform, started before its tests and stopped after them, and a caller signed in
 * as `email` on it (the system admin's by default): the set-up most route test files share.
 */
export const usePlatformSignedIn = (email = 'admin@example.com'): { call: Call; platform: () => TestPlatform } => {
  let platform: TestPlatform | undefined;
  let signed: Call | undefined;
  beforeAll(async () => {
    platform = await startPlatform();
    signed = caller(platform.url, await signIn(platform.url, email));
  });
  afterAll(() => platform?.stop());
  const started = () => {
    if (!platform || !signed) throw new Error('the platform is not started (usePlatformSignedIn runs at the top of a test file)');
    return { platform, signed };
  };
  return { call: (method, path, body) => started().signed(method, path, body), platform: () => started().platform };
};
