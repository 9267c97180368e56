// The platform's permission check, derived from the screen configs (resources/index.ts): a call
// 'METHOD /path/:param' is allowed for the roles of the endpoint key in `endpointRoles` when the
// key is there (undefined = any signed-in user), else for the screen's `roles` (undefined = any
// signed-in user). Roles are united across every screen naming a matching call. A call no
// screen names is a 404; no valid token is a 401; a role outside the union is a 403.
import type { Handler } from 'express';
import type { HttpMethod, RoleGate, ScreenConfig } from '../resources/index';
import { MESSAGES, sendError, type Caller } from './http';

export const PLATFORM_PREFIXES = ['/auth', '/tools', '/api-link-service', '/dashboard-service', '/email-service', '/text-service'] as const;

export interface EndpointRule {
  method: HttpMethod;
  /** the path pattern, e.g. /auth/users/:id (trailing slash removed) */
  pattern: string;
  segments: string[];
  roles: RoleGate;
  /** where the rule comes from: screen.endpointKey */
  source: string;
}

const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

export const deriveRules = (screens: readonly ScreenConfig[]): EndpointRule[] =>
  screens.flatMap((screen) =>
    Object.entries(screen.endpoints).map(([key, spec]) => {
      const [method, path] = spec.split(' ') as [HttpMethod, string];
      const segments = splitPath(path);
      const roles = screen.endpointRoles && key in screen.endpointRoles ? screen.endpointRoles[key] : screen.roles;
      return { method, pattern: `/${segments.join('/')}`, segments, roles, source: `${screen.name}.${key}` };
    }),
  );

const segmentMatches = (pattern: string, actual: string): boolean =>
  pattern.startsWith(':') ? actual !== '' : pattern === actual;

const safeDecode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

export const matchRules = (rules: readonly EndpointRule[], method: string, path: string): EndpointRule[] => {
  const actual = splitPath(path.split('?')[0]);
  return rules.filter(
    (rule) =>
      rule.method === method.toUpperCase() &&
      rule.segments.length === actual.length &&
      rule.segments.every((segment, i) => segmentMatches(segment, safeDecode(actual[i]))),
  );
};

/** The union of the gates: undefined (any signed-in user) wins over any list. */
export const unionRoles = (matches: readonly EndpointRule[]): RoleGate => {
  if (matches.some((m) => m.roles === undefined)) return undefined;
  return [...new Set(matches.flatMap((m) => m.roles ?? []))];
};

export type Decision = 'allowed' | 'forbidden' | 'not-found';

export const decide = (rules: readonly EndpointRule[], method: string, path: string, role: string | null | undefined): Decision => {
  const matches = matchRules(rules, method, path);
  if (matches.length === 0) return 'not-found';
  const gate = unionRoles(matches);
  if (gate === undefined) return 'allowed';
  return role && (gate as readonly string[]).includes(role) ? 'allowed' : 'forbidden';
};

export const isPlatformPath = (path: string): boolean =>
  PLATFORM_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
};

export interface GuardOptions {
  rules: readonly EndpointRule[];
  /** the verified caller of a bearer token, or null (invalid, expired, revoked) */
  authenticate: (token: string) => Caller | null;
}

/** Express middleware for the platform prefixes; sets res.locals.caller. */
export const createGuard =
  ({ rules, authenticate }: GuardOptions): Handler =>
  (req, res, next) => {
    if (!isPlatformPath(req.path)) return next();
    const token = bearerToken(req.get('authorization'));
    const who = token ? authenticate(token) : null;
    if (!who) return sendError(res, 401, MESSAGES.unauthorized);
    const decision = decide(rules, req.method, req.path, who.role);
    if (decision === 'not-found') return sendError(res, 404, MESSAGES.notFound);
    if (decision === 'forbidden') return sendError(res, 403, MESSAGES.forbidden);
    res.locals.caller = who;
    next();
  };
