// Which requests belong to the platform's calls, judged on the path as a lenient server could
// read it: percent-decoded (twice encoded too), backslashes as slashes, `.` and `..` resolved
// (and kept, as a router matching parameters reads them), repeated slashes folded, any letter
// case. Anything that any spelling could turn into a platform call or the internal store meets
// the guard; no spelling slips past it to a handler.
// The platform's services are not listed anywhere: they are the first path segments of the calls
// the screens declare (`servicesOf`), so a screen under a new service is guarded once it exists.

/**
 * What the platform answers besides the screens' calls and the console's own files: the sign-in
 * provider, the demo's outbox and editor stand-in, the console's runtime config and the contract
 * document of the declared calls (public, as the calls it describes are). None is a
 * service: no screen declares a call there.
 */
export const NON_SCREEN_PREFIXES = ['/oauth2', '/demo', '/config.js', '/openapi.json'] as const;

/** Names no request may reach, in any spelling: the store's old internal mount. */
const INTERNAL_PREFIXES = ['/__db'] as const;

/**
 * The services of the given call paths: the first segment of each (`/auth` of
 * `/auth/users/:id`), once, sorted. A call must name its service: a path starting with a
 * parameter would make every path a service, the console's pages included.
 */
export const servicesOf = (paths: readonly string[]): string[] => {
  const services = new Set<string>();
  for (const path of paths) {
    const first = path.split('/').find((segment) => segment !== '');
    if (first === undefined || first.startsWith(':')) throw new Error(`${path}: a call's path must start with its service's name`);
    services.add(`/${first}`);
  }
  return [...services].sort();
};

/** Every prefix the platform answers: the services given, then the non-screen paths. */
export const servedPrefixes = (services: readonly string[]): string[] => [...services, ...NON_SCREEN_PREFIXES];

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

/** The path's segments as a lenient reader takes them: decoded, backslashes as slashes, lower case. */
const lenientSegments = (path: string): string[] =>
  decodeFully(path.split('?')[0])
    .replace(/\\/g, '/')
    .toLowerCase()
    .split('/')
    .filter((segment) => segment !== '')
    .map((segment) => segment.trim());

/** The segments with `.` and `..` resolved, as a path resolver reads them. */
const resolved = (segments: readonly string[]): string[] => {
  const kept: string[] = [];
  for (const segment of segments) {
    if (segment === '.') continue;
    if (segment === '..') kept.pop();
    else kept.push(segment);
  }
  return kept;
};

/** The path as the most lenient reading would take it (lower case, decoded, dot segments resolved). */
export const lenientPath = (path: string): string => `/${resolved(lenientSegments(path)).join('/')}`;

/**
 * The path's two lenient readings from one decoding: dot segments resolved, and kept, as a router
 * matching `/auth/attributes/:id/:row` runs it for `/auth/attributes/../..`, which resolves to
 * `/`, outside every service.
 */
const readingsOf = (path: string): [string, string] => {
  const segments = lenientSegments(path);
  return [`/${resolved(segments).join('/')}`, `/${segments.join('/')}`];
};

const under = (prefixes: readonly string[], path: string) => prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/** A path under one of the given services exactly as the platform spells it. */
export const isPlatformPath = (services: readonly string[], path: string): boolean => under(services, path);

/**
 * Whether any reading of a path is under one of the given services or is the internal store;
 * built once for the services (the guard's, the console's fallback), then asked per request.
 */
export const platformSpace = (services: readonly string[]): ((path: string) => boolean) => {
  // The lenient reading is in lower case, so the services are compared in lower case too.
  const lowered = services.map((service) => service.toLowerCase());
  return (path) => readingsOf(path).some((reading) => under(lowered, reading) || under(INTERNAL_PREFIXES, reading));
};

/** True when any reading of the path is under one of the given services or is the internal store. */
export const inPlatformSpace = (services: readonly string[], path: string): boolean => platformSpace(services)(path);
