// Which requests belong to the platform's calls, judged on the path as a lenient server could
// read it: percent-decoded (twice encoded too), backslashes as slashes, `.` and `..` resolved,
// repeated slashes folded, any letter case. Anything that any spelling could turn into a platform
// call or the internal store meets the guard; no spelling slips past it to a handler.

/** Where the platform's calls live. */
export const PLATFORM_PREFIXES = ['/auth', '/tools', '/api-link-service', '/dashboard-service', '/email-service', '/text-service'] as const;

/**
 * Everything the platform answers besides the console's own files: its calls, the sign-in
 * provider, the demo's outbox and editor stand-in, and the console's runtime config. The
 * development server (vite.config.ts) proxies exactly these to the demo platform.
 */
export const PLATFORM_SERVED_PREFIXES = [...PLATFORM_PREFIXES, '/oauth2', '/demo', '/config.js'] as const;

/** Names no request may reach, in any spelling: the store's old internal mount. */
const INTERNAL_PREFIXES = ['/__db'] as const;

const decodeFully = (path: string): string => {
  let current = path;
  for (let i = 0; i < 4; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      // A malformed escape stays as it is: the path is then no platform call's spelling.
      return current;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
};

/** The path as the most lenient reading would take it (lower case, decoded, dot segments resolved). */
export const lenientPath = (path: string): string => {
  const segments: string[] = [];
  for (const segment of decodeFully(path.split('?')[0]).replace(/\\/g, '/').toLowerCase().split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment.trim());
  }
  return `/${segments.join('/')}`;
};

const under = (prefixes: readonly string[], path: string) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A platform call's path exactly as the platform spells it. */
export const isPlatformPath = (path: string): boolean => under(PLATFORM_PREFIXES, path);

/** True when any reading of the path is a platform call or the internal store. */
export const inPlatformSpace = (path: string): boolean => {
  const lenient = lenientPath(path);
  return under(PLATFORM_PREFIXES, lenient) || under(INTERNAL_PREFIXES, lenient);
};
