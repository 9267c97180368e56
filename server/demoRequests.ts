// Which browser requests the demo helpers answer. Being on this machine is not enough: any web page
// the demo's user opens is too. A page whose own name it rebinds to 127.0.0.1 (DNS rebinding)
// reads the outbox as a page of its own origin, and its requests carry its name as Host; a page of
// any origin can post to /demo/reset without reading the answer (no-cors), and its posts carry
// its Origin. So the helpers answer only a Host that is the demo's own: localhost, an IP address
// (a page cannot rebind an address, only a name; a page that calls an address directly is another
// origin and reads nothing), or a name configured for the demo; and a write only when its Origin,
// if any, is that same host.
import { isIP } from 'node:net';
import type { Handler, Request } from 'express';
import { sendError } from './http';

export const DEMO_REQUEST_MESSAGES = {
  host: 'The demo helpers answer only requests addressed to the demo itself (localhost, an IP address, or a name in DEMO_HOSTS)',
  origin: "The demo helpers accept changes only from the demo's own pages",
} as const;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** host[:port] as a URL reads it (lower case, IPv6 in brackets); null when it is no plain host. */
const parseHost = (host: string | undefined): URL | null => {
  if (!host || /[\s/\\@?#]/.test(host)) return null;
  try {
    return new URL(`http://${host}`);
  } catch {
    return null;
  }
};

/** Whether Host names the demo: localhost, an IP address, or one of `names` (any port). */
export const isDemoHost = (host: string | undefined, names: readonly string[]): boolean => {
  const url = parseHost(host);
  if (!url) return false;
  const name = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || isIP(name) !== 0 || names.some((n) => n.trim().toLowerCase() === name);
};

const sameHost = (origin: string, req: Request): boolean => {
  try {
    return new URL(origin).host === parseHost(req.get('host'))?.host;
  } catch {
    return false;
  }
};

/** Refuses (403) a request to another Host, and a write whose Origin is another host's. */
export const demoRequestsOnly =
  (names: readonly string[]): Handler =>
  (req, res, next) => {
    if (!isDemoHost(req.get('host'), names)) return sendError(res, 403, DEMO_REQUEST_MESSAGES.host);
    const origin = req.get('origin');
    if (!READS.has(req.method) && origin !== undefined && !sameHost(origin, req)) return sendError(res, 403, DEMO_REQUEST_MESSAGES.origin);
    next();
  };

/** DEMO_HOSTS: comma-separated host names the demo is also opened by. */
export const demoHostNames = (env: string | undefined): string[] =>
  (env ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
