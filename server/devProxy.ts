// The development server's proxy (tools/dev.ts): every path prefix the demo platform answers goes
// to it, the rest is the console's. Each key is a pattern of whole segments: Vite reads a key
// without `^` as a plain start of the URL, so a console route that merely begins with a service's
// letters would go to the platform.
import type { ProxyOptions } from 'vite';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Vite's `server.proxy`: each prefix given, as whole segments, to `target`. */
export const devProxy = (prefixes: readonly string[], target: string): Record<string, ProxyOptions> =>
  Object.fromEntries(prefixes.map((prefix) => [`^${escaped(prefix)}(?:[/?]|$)`, { target, changeOrigin: false }]));

/** Whether the proxy sends a URL (path and query) to the platform, as Vite decides it. */
export const proxied = (proxy: Record<string, ProxyOptions>, url: string): boolean =>
  Object.keys(proxy).some((key) => new RegExp(key).test(url));
