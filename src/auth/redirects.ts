// Where a page load goes before any screen renders (shell and public pages).
import { PUBLIC_PATHS } from '../../shared/publicPaths';

export { PUBLIC_PATHS };

export const isPublicPath = (pathname: string): boolean =>
  (PUBLIC_PATHS as readonly string[]).includes(pathname.replace(/\/+$/, '') || '/');

/**
 * index.html?op=forgotpassword → /forgotpassword, op=changepassword → /changepassword, any other
 * index.html (and /sharedlogin itself) → /sharedlogin; the query string is kept.
 */
export const legacyRedirect = (pathname: string, search: string): string | null => {
  if (!pathname.endsWith('index.html')) return null;
  const op = new URLSearchParams(search).get('op');
  const target = op === 'forgotpassword' ? '/forgotpassword' : op === 'changepassword' ? '/changepassword' : '/sharedlogin';
  return target + search;
};

/** The login route, carrying the location the user wanted. */
export const loginUrl = (original?: string): string =>
  original && original !== '/' && !isPublicPath(original.split('?')[0]) ? `/login?redirect=${encodeURIComponent(original)}` : '/login';

/**
 * Only pages of this origin may be restored after sign-in, read as the browser reads an address
 * (backslashes as slashes, tabs and newlines dropped, dot segments resolved): `/\host/x` and
 * `/<tab>/host/x` name another host. Given back as the path the browser resolved, never one that
 * begins with two slashes (a path the browser would read as another host again).
 */
export const safeRedirect = (target: string | null | undefined, origin: string = window.location.origin): string | null => {
  if (!target) return null;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || /^[/\\]{2}/.test(url.pathname)) return null;
  return url.pathname + url.search + url.hash;
};

/**
 * The redirect_uri the sign-in form sends. The provider reads a path as one of its own origin;
 * when platform calls go to another origin (apiHost), the token must still come back to this
 * page's origin, whose session storage holds the sign-in's state, so the address is spelled out.
 */
export const callbackUri = (requested: string, api: string, origin: string = window.location.origin): string => {
  try {
    return new URL(api || '/', origin).origin === origin ? requested : new URL(requested, origin).href;
  } catch {
    return requested;
  }
};
