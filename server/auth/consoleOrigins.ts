// Which pages may sign in here, and where the provider may send the token back: the console this
// platform serves (its own origin), and a console served from another origin that sends its calls
// here (README, "Configuration": apiHost). Such a console is named in CONSOLE_ORIGINS, or derived
// from an apiHost template that depends on the page's host (https://api.{hostname}): a page of
// origin O calls the platform at resolveApiHost(apiHost, O), so O is a console of this platform
// exactly when that is this request's host. A fixed apiHost says nothing about where its pages
// are (every origin would resolve to it), so it allows none by itself.
import type { Request } from 'express';
import { resolveApiHost } from '../../shared/config/runtimeConfig';

export interface ConsoleOriginSettings {
  /** the apiHost /config.js gives the console */
  apiHost: string;
  /** origins of consoles served elsewhere, e.g. https://console.example.com */
  named: readonly string[];
}

export type ConsoleOriginRule = (origin: string, req: Pick<Request, 'get'>) => boolean;

/** An origin as browsers write it (scheme, host, port); null for anything else ('null', a path). */
export const webOrigin = (value: string): string | null => {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
};

/** The host a request was sent to, as its origin names it (default ports left out). */
const requestHost = (req: Pick<Request, 'get'>): string | null => {
  try {
    return new URL(`http://${req.get('host') ?? ''}`).host;
  } catch {
    return null;
  }
};

const hostOf = (origin: string): string => new URL(origin).host;

/**
 * Whether `origin` is a console of this platform. Its own origin is compared by host only: behind
 * a proxy that ends TLS the platform sees http while the page is https, and one host and port
 * serve one scheme.
 */
export const consoleOriginRule = ({ apiHost, named }: ConsoleOriginSettings): ConsoleOriginRule => {
  const namedOrigins = new Set(named.map(webOrigin).filter((o): o is string => o !== null));
  const derives = /\{host(name)?\}/.test(apiHost);
  return (value, req) => {
    const origin = webOrigin(value);
    const host = requestHost(req);
    if (!origin || !host) return false;
    if (hostOf(origin) === host || namedOrigins.has(origin)) return true;
    if (!derives) return false;
    const { hostname, host: originHost, protocol } = new URL(origin);
    const called = webOrigin(resolveApiHost(apiHost, { hostname, host: originHost, protocol }));
    return called !== null && hostOf(called) === host;
  };
};

/** CONSOLE_ORIGINS: comma-separated origins. */
export const namedConsoleOrigins = (env: string | undefined): string[] =>
  (env ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
