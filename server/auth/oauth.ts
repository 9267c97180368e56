// The OAuth2 provider's sign-in (implicit grant): POST /oauth2/login takes the /sharedlogin form
// and redirects back with the access token in the URL hash.
import type { Request, Router } from 'express';
import { createRouter } from '../router';
import type { Context } from '../context';
import { route, text } from '../http';
import type { ConsoleOriginRule } from './consoleOrigins';
import { hashPassword, verifyPassword } from './password';

const DEFAULT_REDIRECT = '/login';

/**
 * Where the provider sends the token: `redirect_uri` as the browser itself reads it (backslashes
 * as slashes, tabs and newlines dropped, dot segments resolved), on this origin, given back as a
 * path; or on the origin of a console of this platform served elsewhere, given back whole. A path
 * that begins with two slashes (`http://host//evil.example` reads as the path //evil.example)
 * would send the browser to another host, so it is refused, whatever the spelling.
 */
export const safeRedirect = (value: string, req: Request, isConsoleOrigin?: ConsoleOriginRule): string | null => {
  if (value === '') return DEFAULT_REDIRECT;
  let own: string;
  let url: URL;
  try {
    own = new URL(`${req.protocol}://${req.get('host')}`).origin;
    url = new URL(value, own);
  } catch {
    return null;
  }
  if (/^[/\\]{2}/.test(url.pathname)) return null;
  const target = url.pathname + url.search;
  if (url.origin === own) return target;
  return isConsoleOrigin?.(url.origin, req) ? url.origin + target : null;
};

let dummyHash: Promise<string> | null = null;

export const oauthRoutes = (ctx: Context, isConsoleOrigin?: ConsoleOriginRule): Router => {
  const router = createRouter();

  router.post(
    '/oauth2/login',
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const keep = new URLSearchParams();
      for (const key of ['client_id', 'redirect_uri', 'state']) if (body[key] !== undefined) keep.set(key, text(body[key]));
      const fail = (error: string) => res.redirect(302, `/sharedlogin?error=${error}${String(keep) ? `&${keep}` : ''}`);

      const clientId = text(body.client_id);
      if (!ctx.store.data.oauthClients.some((c) => c.client_id === clientId)) return fail('invalid_client');
      const redirect = safeRedirect(text(body.redirect_uri), req, isConsoleOrigin);
      if (!redirect) return fail('invalid_request');

      const username = text(body.username).toLowerCase();
      // The sign-in page refills the email from the query after a failed attempt.
      if (username) keep.set('username', text(body.username));
      const address = req.ip ?? req.socket.remoteAddress ?? '';
      // Counted before the password is checked (and taken back when it is right): guesses sent at
      // once each meet the count of those before them.
      const at = Date.now();
      const wait = ctx.signInThrottle.attempt(username, address, at);
      if (wait > 0) {
        keep.set('wait', String(wait));
        return fail('too_many_attempts');
      }
      const password = typeof body.password === 'string' ? body.password : '';
      const login = ctx.store.data.users.find((u) => u.email.toLowerCase() === username);
      // Verify against a throw-away hash for unknown users so timing does not tell them apart.
      const ok = await verifyPassword(password, login?.password_hash ?? (await (dummyHash ??= hashPassword('x'))));
      if (!login || !login.password_hash || !ok) return fail('invalid_credentials');
      ctx.signInThrottle.succeeded(username, address, at);
      if (!login.enabled) return fail('account_disabled');

      const hash = new URLSearchParams({
        access_token: ctx.issueToken(login, clientId),
        token_type: 'Bearer',
        expires_in: String(ctx.tokenTtlSeconds),
        state: text(body.state),
      });
      res.redirect(302, `${redirect}#${hash}`);
    }),
  );

  return router;
};
