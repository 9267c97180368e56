// The page's door to the platform. Every call carries the bearer token; a failure becomes
// react-admin's HttpError with the server's message, so screens can show "prefix + server
// message". The list worker makes its list calls through the same callPlatform (httpAnswer.ts).
import { HttpError } from 'react-admin';
import { apiBase } from '../../shared/config/runtimeConfig';
import { getToken } from '../auth/token';
import type { HttpMethod } from '../../language/types';
import { callPlatform, type CallFailure } from './httpAnswer';

export type Http = (method: HttpMethod, path: string, body?: unknown) => Promise<unknown>;

/** A failed call as react-admin's HttpError, wherever it was made. */
export const httpError = ({ message, status, body }: CallFailure): HttpError => new HttpError(message, status, body);

export const createHttp =
  (base: () => string = apiBase, token: () => string | null = getToken): Http =>
  async (method, path, body) => {
    const answer = await callPlatform(base() + path, method, token(), body);
    if (!answer.ok) throw httpError(answer.failure);
    return answer.json;
  };
