// The Content-Security-Policy of the console. Platform calls go to `apiHost` (README
// "Configuration"): '' is the page's own origin, but an absolute origin or a template such as
// https://api.{hostname} is another origin, which connect-src must name or the browser blocks
// every call.
import type { Request } from 'express';
import { resolveApiHost } from '../shared/config/runtimeConfig';
import { originOf, type BeeEditorSettings } from './beeEditor';

/** Origins beyond 'self' per directive (the API host; the email editor's script and frame). */
interface Extra {
  connect?: string | null;
  script?: string | null;
  frame?: string | null;
}

const withSelf = (origin: string | null | undefined) => (origin ? `'self' ${origin}` : "'self'");

const directives = ({ connect, script, frame }: Extra = {}) =>
  [
    "default-src 'self'",
    `script-src ${withSelf(script)}`,
    // The list worker (src/data/listWorker/) is a script of the console's own origin; no blob:.
    "worker-src 'self'",
    // MUI/emotion inject <style> elements.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src ${withSelf(connect)}`,
    `frame-src ${withSelf(frame)} blob:`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // Only the console's own pages may frame it (clickjacking); X-Frame-Options says the same
    // to browsers that do not read this directive.
    "frame-ancestors 'self'",
  ].join('; ');

/** The policy when platform calls stay on the page's origin. */
export const CSP = directives();

/** The page location as the console would see it, from the request (Host is what the browser sent). */
const pageLocation = (req: Pick<Request, 'protocol' | 'get'>) => {
  const host = req.get('host') ?? '';
  return { host, hostname: host.replace(/:\d+$/, ''), protocol: `${req.protocol}:` };
};

// An origin safe to put in a header: scheme, host name or [IPv6], optional port. Anything else
// (a ';' from a forged Host header, a path-only apiHost) adds nothing.
const ORIGIN = /^https?:\/\/(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** The origin platform calls go to when it is not the page's own, else null. */
export const apiOrigin = (apiHost: string, req: Pick<Request, 'protocol' | 'get'>): string | null => {
  if (!apiHost) return null;
  let origin: string;
  try {
    origin = new URL(resolveApiHost(apiHost, pageLocation(req))).origin;
  } catch {
    return null; // a relative apiHost ('/api') is the page's origin
  }
  return ORIGIN.test(origin) ? origin : null;
};

/**
 * The policy for one request: 'self' plus the API origin when it is another one, and the email
 * editor's script and frame origins when they are absolute (a same-origin stand-in adds none).
 */
export const cspFor = (apiHost: string, req: Pick<Request, 'protocol' | 'get'>, editor?: BeeEditorSettings): string =>
  directives({ connect: apiOrigin(apiHost, req), script: originOf(editor?.pluginUrl), frame: editor?.frameOrigin });
