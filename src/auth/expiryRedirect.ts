// A form error carrying the platform's expiry text sends the user to /login after 3 seconds.
import { loginUrl } from './redirects';

export const EXPIRED_TOKEN_TEXT = 'The access token provided is expired, revoked, malformed';
export const EXPIRY_REDIRECT_DELAY_MS = 3000;

export const isExpiryError = (message: string | undefined | null): boolean => !!message && message.includes(EXPIRED_TOKEN_TEXT);

/** Schedules the redirect when `message` is the expiry error; returns a cancel function. */
export const scheduleExpiryRedirect = (
  message: string | undefined | null,
  go: (url: string) => void = (url) => window.location.assign(url),
  location: Pick<Location, 'pathname' | 'search'> = window.location,
): (() => void) => {
  if (!isExpiryError(message)) return () => undefined;
  const timer = setTimeout(() => go(loginUrl(location.pathname + location.search)), EXPIRY_REDIRECT_DELAY_MS);
  return () => clearTimeout(timer);
};
