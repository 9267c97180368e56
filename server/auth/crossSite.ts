// The sign-in provider's posts come from the console's own pages only. A page of another site that
// posts a username and password to /oauth2/login (a form needs no script and no CORS) would sign
// its visitor in as the attacker's account; one posting to /oauth2/forgot would send mails in the
// visitor's name. Browsers say where a post comes from: `Origin` on every post, and
// `Sec-Fetch-Site` besides; a caller that sends neither (a script, a test) is no browser of a
// victim and is let through. Under a `no-referrer` policy (the console's own, server/static.ts)
// Chromium sends `Origin: null` even for the page's own posts: then only `Sec-Fetch-Site:
// same-origin` lets it through (a sandboxed frame or another site's no-referrer form says
// `cross-site`).
import type { Handler } from 'express';
import { sendError } from '../http';
import type { ConsoleOriginRule } from './consoleOrigins';

export const CROSS_SITE_MESSAGE = "The sign-in provider accepts requests only from the console's own pages";

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses (403) a write whose Origin is not a console of this platform, or that a browser calls cross-site. */
export const refuseCrossSiteWrites =
  (isConsoleOrigin: ConsoleOriginRule): Handler =>
  (req, res, next) => {
    if (READS.has(req.method)) return next();
    const origin = req.get('origin');
    const site = req.get('sec-fetch-site');
    const allowed =
      origin === 'null' ? site === 'same-origin' : origin !== undefined ? isConsoleOrigin(origin, req) : site !== 'cross-site';
    if (allowed) return next();
    sendError(res, 403, CROSS_SITE_MESSAGE);
  };
