// What the platform refuses to start with, in its own routes: the guard checks a token and a role
// for the calls the screens declare (the paths under their services), so a route that is no
// declared call would run with no check (outside every service) or not as written. Every route of
// every router (get, post, put, delete, all, any method) and every `use(path, …)` mount must be a
// declared call, method and path pattern, or sit under the platform's own paths (sign-in
// provider, demo helpers, /config.js). Middleware without a path is the platform's own only when
// its start says so (platformMiddleware); any other would answer any path.
import type { Application } from 'express';
import { ruleMatches, splitPath, type EndpointRule } from './guard';
import { isPlatformPath, NON_SCREEN_PREFIXES } from './platformSpace';

/** What the check reads of an Express 4 router layer. */
export interface RouterLayer {
  name: string;
  regexp: RegExp & { fast_slash?: boolean };
  route?: { path: unknown; methods: Record<string, boolean | undefined> };
  handle: { stack?: RouterLayer[] };
}

/** One route or path mount as the app serves it: its method (ALL for `all`, USE for a mount) and full path. */
export interface ServedRoute {
  method: string;
  path: string;
  /** false when the layer matches its path in any letter case */
  sensitive: boolean;
}

/** `^\/a\/b\/?(?=\/|$)` or `^\/a(?:\/([^/]+?))\/?(?=\/|$)`: how Express 4 writes a mount's path. */
const MOUNT_END = '\\/?(?=\\/|$)';
const MOUNT_PARAM = /\(\?:\\\/\(\[\^\\?\/\]\+\?\)\)/g;

/** The paths of a `use(path, …)` layer, read back from its pattern; null when it is no plain path. */
export const mountPaths = (regexp: RegExp): string[] | null => {
  const paths = regexp.source.split(/\|(?=\^)/).map((part) => {
    if (!part.startsWith('^') || !part.endsWith(MOUNT_END)) return null;
    const path = part
      .slice(1, -MOUNT_END.length)
      .replace(MOUNT_PARAM, '/:param')
      .replace(/\\([/.-])/g, '$1');
    return /[\\()[\]{}*+?|^$]/.test(path) ? null : path;
  });
  return paths.every((path): path is string => path !== null) ? paths : null;
};

const RAW = '(a path pattern the check cannot read)';

/** The middleware the platform's start mounts on the app with no path (platformMiddleware). */
const OWN = new WeakSet<object>();

/**
 * Marks middleware the platform's start mounts on the app with no path (headers, the guard,
 * parsers, the console's files, the last answers) as its own: any other middleware with no path,
 * a plain handler or a mounted express() app, would answer any path and is refused.
 */
export const platformMiddleware = <T extends object | readonly object[]>(handlers: T): T => {
  for (const handler of ([] as object[]).concat(handlers as object | object[])) OWN.add(handler);
  return handlers;
};

/** The two layers Express 4 puts first in every app's router (the query string, the request's set-up). */
const EXPRESS_OWN = new Set(['query', 'expressInit']);

/**
 * Every route and path mount of the layers, the routers they mount too, with the mount's path
 * before each. A middleware with no path is a mount of every path (`USE <prefix>/*`) unless the
 * platform's start mounted it on the app as its own (platformMiddleware); in a router (a route
 * file's or a hook's) it always is.
 */
export const servedRoutes = (stack: readonly RouterLayer[], prefix = '', inRouter = false): ServedRoute[] =>
  stack.flatMap((layer) => {
    const sensitive = !layer.regexp.flags.includes('i');
    if (layer.route) {
      const { methods } = layer.route;
      const paths = ([] as unknown[]).concat(layer.route.path);
      return paths.flatMap((path) =>
        Object.keys(methods)
          .filter((method) => methods[method])
          .map((method) => ({
            method: method === '_all' ? 'ALL' : method.toUpperCase(),
            path: typeof path === 'string' ? `${prefix}${path}` : `${prefix}${String(path)} ${RAW}`,
            sensitive,
          })),
      );
    }
    if (layer.regexp.fast_slash) {
      if (layer.handle.stack) return servedRoutes(layer.handle.stack, prefix, true);
      const own = !inRouter && (OWN.has(layer.handle) || EXPRESS_OWN.has(layer.name));
      return own ? [] : [{ method: 'USE', path: `${prefix}/*`, sensitive }];
    }
    const mounted = mountPaths(layer.regexp);
    if (!mounted) return [{ method: 'USE', path: `${prefix}${layer.regexp.source} ${RAW}`, sensitive }];
    return mounted.flatMap((path) =>
      layer.handle.stack
        ? servedRoutes(layer.handle.stack, `${prefix}${path}`, true)
        : [{ method: 'USE', path: `${prefix}${path}`, sensitive }],
    );
  });

/** Each served route that is no declared call and not under the platform's own paths, and why. */
export const undeclaredRoutes = (routes: readonly ServedRoute[], rules: readonly EndpointRule[]): string[] =>
  routes.flatMap(({ method, path, sensitive }) => {
    const route = `${method} ${path}`;
    if (!sensitive) return [`${route}: matches its path in any letter case, where the guard compares the declared spelling`];
    if (isPlatformPath(NON_SCREEN_PREFIXES, path)) return [];
    if (method === 'USE') return [`${route}: a mount answers every method and path under it; a screen declares calls one by one`];
    if (method === 'ALL') return [`${route}: answers every method; a screen declares each call with its one method`];
    // Any parameter name: the route's parameter must meet the call's parameter, its literal the call's literal.
    if (rules.some((rule) => ruleMatches(rule, method, splitPath(path), true))) return [];
    return [`${route}: no screen declares this call, so the guard has no token and role rule for it`];
  });

/**
 * The layers of the app's router: Express 4's (package.json: express ^4). A version that keeps its
 * routes elsewhere must stop the route check, not pass it with no routes read.
 */
export const routeStackOf = (app: Application): RouterLayer[] => {
  const stack = (app as unknown as { _router?: { stack?: RouterLayer[] } })._router?.stack;
  if (!stack?.length)
    throw new Error("The platform's routes could not be read (Express 4's app._router.stack): the route check needs them");
  return stack;
};

/** Throws, naming every route, when the app serves a route no screen declares (outside the platform's own paths). */
export const refuseUndeclaredRoutes = (app: Application, rules: readonly EndpointRule[]): void => {
  const problems = undeclaredRoutes(servedRoutes(routeStackOf(app)), rules);
  if (problems.length)
    throw new Error(
      `The platform's routes are not all calls the screens declare; declare each in a screen's endpoints or remove it:\n` +
        problems.map((p) => `  - ${p}`).join('\n'),
    );
};
