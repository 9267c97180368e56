// The platform's REST API, for preparing data an end-to-end test needs (never for what the test
// checks: that goes through the console, as a person would).
import { DEMO_PASSWORD } from '../server/demoAccounts';

/** The hash of the provider's redirect to /login (access_token, token_type, state), for the post the sign-in form makes. */
export const providerAnswer = async (url: string, email: string, password: string = DEMO_PASSWORD): Promise<string> => {
  const body = new URLSearchParams({ username: email, password, client_id: 'slink-console', redirect_uri: '/login', state: '' });
  const res = await fetch(`${url}/oauth2/login`, { method: 'POST', body, redirect: 'manual' });
  const location = res.headers.get('location') ?? '';
  const hash = location.split('#')[1] ?? '';
  if (!new URLSearchParams(hash).get('access_token')) throw new Error(`No token for ${email}: ${res.status} ${location}`);
  return hash;
};

/** An access token of `email`, from the provider's sign-in endpoint (as the sign-in form posts). */
export const platformToken = async (url: string, email: string, password: string = DEMO_PASSWORD): Promise<string> =>
  new URLSearchParams(await providerAnswer(url, email, password)).get('access_token')!;

/** One platform call with a bearer token; the JSON answer, or an error with the server's message. */
export const platformCall = async <T = unknown>(url: string, token: string, method: string, path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json().catch(() => null)) as T & { message?: string };
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${json?.message ?? ''}`);
  return json;
};
