// The only place the console talks to the platform. Every call carries the bearer token; a
// failure becomes react-admin's HttpError with the server's message, so screens can show
// "prefix + server message".
import { fetchUtils, HttpError } from 'react-admin';
import { apiBase } from '../config/runtimeConfig';
import { getToken } from '../auth/token';
import { i18nProvider } from '../i18n/i18nProvider';
import type { HttpMethod } from '../../resources/types';

export type Http = (method: HttpMethod, path: string, body?: unknown) => Promise<unknown>;

const messageOf = (status: number, body: unknown, fallback: string): string => {
  if (body && typeof body === 'object' && 'message' in body && typeof (body as { message: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  if (typeof body === 'string' && body) return body;
  return fallback || `HTTP ${status}`;
};

export const createHttp = (base: () => string = apiBase, token: () => string | null = getToken): Http =>
  async (method, path, body) => {
    const headers = new Headers({ Accept: 'application/json' });
    const accessToken = token();
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    try {
      const { json } = await fetchUtils.fetchJson(base() + path, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return json;
    } catch (error) {
      if (error instanceof HttpError) {
        throw new HttpError(messageOf(error.status, error.body, error.message), error.status, error.body);
      }
      // Network failures have no status; keep their text.
      throw new HttpError((error as Error).message || i18nProvider.translate('errors.network'), 0, undefined);
    }
  };
