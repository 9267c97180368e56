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

/** Only same-origin paths may be restored after sign-in. */
export const safeRedirect = (target: string | null | undefined): string | null =>
  target && target.startsWith('/') && !target.startsWith('//') ? target : null;
