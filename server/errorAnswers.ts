// The platform's last word on a request: a 404 for what no route took, and for every failure a
// JSON { message } in plain words, never a stack trace or a server path. Unexpected errors are
// logged on the server and answer a bare 500.
import type { ErrorRequestHandler, Handler } from 'express';
import { HttpError, MESSAGES, sendError } from './http';

/** A body over its call's limit, in bytes or in entries. */
export const TOO_LARGE_MESSAGE = 'The request body is too large';

export const notFoundJson: Handler = (_req, res) => sendError(res, 404, MESSAGES.notFound);

export const errorJson: ErrorRequestHandler = (err, req, res, next) => {
  if (res.headersSent) return next(err);
  // A body refused before it was read whole leaves its rest on the connection: the connection
  // closes after the answer, and says so, so that no client sends its next call on it (a client
  // that did met a reset connection).
  if (err?.type === 'entity.too.large' || (err instanceof HttpError && err.status === 413)) res.setHeader('Connection', 'close');
  if (err instanceof HttpError) return sendError(res, err.status, err.message);
  if (err?.type === 'entity.parse.failed') return sendError(res, 400, 'The request body is not valid JSON');
  if (err?.type === 'entity.too.large') return sendError(res, 413, TOO_LARGE_MESSAGE);
  const status = typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
  // Library errors (body parsing, bad escapes) carry a status: their wording is not ours to show.
  if (status >= 400 && status < 500) return sendError(res, status, status === 404 ? MESSAGES.notFound : 'The request could not be read');
  console.error(`${req.method} ${req.path}:`, err);
  sendError(res, 500, 'Internal server error');
};
