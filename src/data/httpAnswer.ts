// One platform call, from request to answer, without react-admin: the page's http (http.ts) and
// the list worker (listWorker/) both make their calls with it, so a failure reads the same from
// either. The caller turns a failure into react-admin's HttpError (the worker cannot import
// react-admin: it would bring the whole library into the worker's script).
//
// A success is parsed with response.json() rather than read as text first: for a 100k-row list
// (15 MB) the text is a 30 MB string to parse and then collect, about 50 ms more of a cold load
// (measured by bench/).
import { FAILURE_KEYS } from '../../shared/failureKeys';
import type { HttpMethod } from '../../language/types';

/** A failed call as HttpError takes it: message, status (0 when no answer came) and body. */
export interface CallFailure {
  message: string;
  status: number;
  body: unknown;
}

export type CallAnswer = { ok: true; json: unknown } | { ok: false; failure: CallFailure };

const messageOf = (status: number, body: unknown, fallback: string): string => {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  if (typeof body === 'string' && body) return body;
  return fallback || `HTTP ${status}`;
};

/** The answer's JSON; undefined when its body is not JSON (as fetchJson). A connection lost mid-body still fails. */
const readJson = async (response: Response): Promise<unknown> => {
  if (response.ok) {
    return response.json().catch((error: unknown) => {
      if (error instanceof SyntaxError) return undefined;
      throw error;
    });
  }
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** Makes one call with the bearer token; never rejects: a failure is answered as one. */
export const callPlatform = async (url: string, method: HttpMethod, token: string | null, body?: unknown): Promise<CallAnswer> => {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (body !== undefined && method !== 'GET') headers.set('Content-Type', 'application/json');
  let response: Response;
  let json: unknown;
  try {
    response = await fetch(url, { method, headers, body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body) });
    json = await readJson(response);
  } catch (error) {
    // Network failures have no status; keep their text.
    return { ok: false, failure: { message: (error as Error).message || FAILURE_KEYS.network, status: 0, body: undefined } };
  }
  if (response.status < 200 || response.status >= 300) {
    return { ok: false, failure: { message: messageOf(response.status, json, response.statusText), status: response.status, body: json } };
  }
  return { ok: true, json };
};
