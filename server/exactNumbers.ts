// JSON numbers beyond 2^53 - 1 cannot be held exactly: 12345678901234567 arrives as
// 12345678901234568. Storing the rounded value would silently change what was sent, so a body
// holding such a number is refused before any route reads it.
import type { Handler } from 'express';
import { sendError } from './http';

export const INEXACT_NUMBER_MESSAGE = `A number in the request is too large to be stored exactly (at most ${Number.MAX_SAFE_INTEGER})`;

/** True when some number in `value` (at any depth) was rounded or overflowed by JSON parsing. */
export const holdsInexactNumber = (value: unknown, depth = 0): boolean => {
  if (typeof value === 'number') return !Number.isFinite(value) || (Number.isInteger(value) && !Number.isSafeInteger(value));
  if (depth > 64 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((item) => holdsInexactNumber(item, depth + 1));
};

export const refuseInexactNumbers: Handler = (req, res, next) =>
  holdsInexactNumber(req.body) ? sendError(res, 400, INEXACT_NUMBER_MESSAGE) : next();
