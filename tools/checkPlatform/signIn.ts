// Signing in as the console does: its sign-in page posts the OAuth2 form to /oauth2/login and the
// provider redirects to redirect_uri with the access token in the hash (docs/platform-api.md,
// OAuth2 provider). No Origin is sent, as from any program that is not a browser page.
import { unreachedBecause, type Fetcher } from './client';

/** The console's client id at the provider (shared/config/runtimeConfig.ts's default). */
export const CONSOLE_CLIENT_ID = 'slink-console';

export interface Session {
  token: string;
  /** the role the token names (its claims; the platform checks the stored one) */
  role: string | null;
}

const claimsOf = (token: string): Record<string, unknown> => {
  try {
    return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
};

export const signIn = async (fetcher: Fetcher, base: string, user: string, password: string): Promise<Session> => {
  const state = `check-${Date.now()}`;
  let res: Response;
  try {
    res = await fetcher(`${base}/oauth2/login`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: user, password, client_id: CONSOLE_CLIENT_ID, redirect_uri: '/login', state }).toString(),
    });
  } catch (failure) {
    throw new Error(`Sign-in as ${user} failed: ${base}/oauth2/login could not be reached (${unreachedBecause(failure)})`, {
      cause: failure,
    });
  }
  const location = res.headers.get('location') ?? '';
  const hash = new URLSearchParams(location.split('#')[1] ?? '');
  const token = hash.get('access_token');
  if (res.status !== 302 || !token || hash.get('state') !== state) {
    const query = new URLSearchParams(location.split('?')[1]?.split('#')[0] ?? '');
    const why = query.get('error') ?? (location ? `no token in ${location.split('#')[0]}` : `status ${res.status}`);
    throw new Error(`Sign-in as ${user} failed: ${why}`);
  }
  const role = claimsOf(token).role;
  return { token, role: typeof role === 'string' ? role : null };
};
