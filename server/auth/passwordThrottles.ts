// The waits of the password checks and mails besides sign-in, counted as sign-in counts
// (./signInThrottle.ts):
// - the current password of one's own password change, per login: a stolen one-hour token must
//   not become a permanent takeover by guessing it (5 wrong ones, then waits);
// - password reset requests, per client address (10, then waits: answered 429), and reset mails
//   per email address asked for, known or not (3, then none is sent while the wait runs, with
//   the same answer), so a flood cannot fill the outbox, push other users' links out or write
//   the journal at will, and the answer tells nothing about who has an account.
import type { Response } from 'express';
import { HttpError } from '../http';
import { createKeyedThrottle, type KeyedThrottle } from './signInThrottle';

export const PASSWORD_LIMITS = {
  /** wrong current passwords of one login before its password changes wait */
  currentPasswordFailures: 5,
  /** reset requests from one address before that address waits */
  resetRequestsPerAddress: 10,
  /** reset mails for one email address before the next ones wait */
  resetMailsPerEmail: 3,
} as const;

export interface PasswordThrottles {
  /** keyed by login id */
  currentPassword: KeyedThrottle;
  /** keyed by the client address */
  resetRequests: KeyedThrottle;
  /** keyed by the email address asked for, in small letters */
  resetMails: KeyedThrottle;
}

export const createPasswordThrottles = (): PasswordThrottles => ({
  currentPassword: createKeyedThrottle(PASSWORD_LIMITS.currentPasswordFailures),
  resetRequests: createKeyedThrottle(PASSWORD_LIMITS.resetRequestsPerAddress),
  resetMails: createKeyedThrottle(PASSWORD_LIMITS.resetMailsPerEmail),
});

/** A wait as a person reads it: "45 seconds", "2 minutes". */
export const waitWords = (seconds: number): string => {
  if (seconds < 60) return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** The 429 answer of a call that must wait, with the wait also in Retry-After. */
export const tooManyRequests = (res: Response, waitSeconds: number, message: string): HttpError => {
  res.set('Retry-After', String(waitSeconds));
  return new HttpError(429, message);
};
