// The only place the console talks to the platform. Every call carries the bearer token; a
// failure becomes react-admin's HttpError with the server's message, so screens can show
// "prefix + server message".
//
// It reads answers as react-admin's fetchUtils.fetchJson does, but parses a success with
// response.json() rather than reading it as text first: for a 100k-row list (15 MB) the text is a
// 30 MB string to parse and then collect, about 50 ms more of a cold load (measured by bench/).
import { HttpError } from 'react-admin';
import { apiBase } from '../../shared/config/runtimeConfig';
import { getToken } from '../auth/token';
import { FAILURE_KEYS } from '../../shared/failureKeys';
import type { HttpMethod } from '../../language/types';

export type Http = (method: HttpMethod, path: string, body?: unknown) => Promise<unknown>;

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

export const createHttp =
  (base: () => string = apiBase, token: () => string | null = getToken): Http =>
  async (method, path, body) => {
    const headers = new Headers({ Accept: 'application/json' });
    const accessToken = token();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    if (body !== undefined && method !== 'GET') headers.set('Content-Type', 'application/json');
    let response: Response;
    let json: unknown;
    try {
      response = await fetch(base() + path, {
        method,
        headers,
        body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
      });
      json = await readJson(response);
    } catch (error) {
      // Network failures have no status; keep their text.
      throw new HttpError((error as Error).message || FAILURE_KEYS.network, 0, undefined);
    }
    if (response.status < 200 || response.status >= 300) {
      throw new HttpError(messageOf(response.status, json, response.statusText), response.status, json);
    }
    return json;
  };
