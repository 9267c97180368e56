// Shared HTTP helpers: every error answer is JSON { message }.
import type { Handler, NextFunction, Request, Response } from 'express';
import { echo } from '../schemas/rules/echo';
import type { Claims } from './auth/token';

export const MESSAGES = {
  unauthorized: 'The access token provided is expired, revoked, malformed',
  forbidden: 'Forbidden: your role may not use this call',
  notFound: 'Not found',
  conflict: 'Conflict',
} as const;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message: string = MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = MESSAGES.notFound) => new HttpError(404, message);
export const conflict = () => new HttpError(409, MESSAGES.conflict);

export const sendError = (res: Response, status: number, message: string): void => {
  res.status(status).json({ message });
};

/** Wraps an async route: a thrown HttpError becomes its JSON answer, anything else a 500. */
export const route =
  (handler: (req: Request, res: Response) => Promise<unknown> | unknown): Handler =>
  (req, res, next: NextFunction) => {
    Promise.resolve()
      .then(() => handler(req, res))
      .catch(next);
  };

/**
 * The caller, as the guard verified it: the token's claims, and its login as stored at the time of
 * the call, whose role and account groups are the ones that count (never the token's copies).
 */
export interface Caller {
  claims: Claims;
  role: string | null;
  loginId: number;
  /** the caller's account groups, as stored */
  groupIds: readonly number[];
  /** the caller's login record, as stored */
  login: Readonly<Record<string, unknown>>;
}

export const caller = (res: Response): Caller => {
  const value = res.locals.caller as Caller | undefined;
  if (!value) throw new HttpError(401, MESSAGES.unauthorized);
  return value;
};

/**
 * An id as a path spells it: canonical decimal only. Any other spelling of the number (01, +1,
 * 1.0, 1e0, blanks around it) would reach the same record under a second name, past whatever
 * compares paths or ids as text.
 */
export const isCanonicalId = (raw: unknown): raw is string => typeof raw === 'string' && /^(?:0|[1-9]\d*)$/.test(raw);

/**
 * A path parameter as the request spells it, before Express percent-decodes it (`%35` for 5):
 * the segment of the path where the route's pattern has it; undefined when it has none.
 */
export const spelledParam = (req: Request, name: string): string | undefined => {
  const pattern: unknown = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof pattern !== 'string') return undefined;
  const segments = (path: string) => path.split('/').filter((segment) => segment !== '');
  const at = segments(pattern).indexOf(`:${name}`);
  return at < 0 ? undefined : segments(req.path)[at];
};

/**
 * A numeric path parameter in canonical decimal, as spelled in the path (an encoded digit is
 * another spelling); anything else is a 404 (no such record).
 */
export const idParam = (req: Request, name: string): number => {
  const raw = spelledParam(req, name);
  if (!isCanonicalId(raw)) throw notFound();
  return Number(raw);
};

export const text = (value: unknown): string => (value === undefined || value === null ? '' : String(value).trim());

export const isBlank = (value: unknown): boolean => text(value) === '';

/** A message template's %{field} from `values` (a declared answer text), each value as a message repeats it (a short prefix of a long one). */
export const fill = (template: string, values: Record<string, unknown>): string =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => echo(values[key] ?? ''));

/**
 * A flag in the platform's spellings, true/false or 1/0; absent (undefined or null) keeps
 * `fallback`. Anything else is a 400 naming the field: a loose reading would store false.
 */
export const bool = (value: unknown, fallback: boolean, label: string): boolean => {
  if (value === undefined || value === null) return fallback;
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  throw badRequest(`${label} must be true or false`);
};

export const now = (): string => new Date().toISOString();
