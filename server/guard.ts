// The platform's permission check, derived from the screen configs (resources/index.ts): a call
// 'METHOD /path/:param' is allowed for the roles of the endpoint key in `endpointRoles` when the
// key is there (`everySignedIn`: any signed-in user), else for the screen's `roles` (undefined =
// any signed-in user). Roles are united across every screen naming the same call. A call's roles
// wider than its screen's are refused before the platform starts (server/declarationCheck.ts).
// The guard stands in front of every route and takes every request that any spelling could make
// a path under a service of its rules (server/platformSpace.ts): the services are the first
// segments of the declared calls, never a list, so a call under a new service is guarded as soon
// as a screen declares it. No valid token is a 401; a spelling other than the declared one
// (letter case, encoded or doubled slashes, dot segments) or a call no screen names is a 404; a
// role outside the union is a 403; HEAD meets the rule of the GET it asks for. Only then can a
// handler run, and handlers match paths case-sensitively (server/router.ts), so they run for
// declared spellings only.
import type { Handler } from 'express';
import { gateRoles } from '../language/access';
import type { RoleGate } from '../language/roles';
import type { HttpMethod, ScreenConfig } from '../language/types';
import { MESSAGES, sendError, type Caller } from './http';
import { platformSpace, servicesOf } from './platformSpace';

export interface EndpointRule {
  method: HttpMethod;
  /** the path pattern, e.g. /auth/users/:id (trailing slash removed) */
  pattern: string;
  segments: string[];
  roles: RoleGate;
  /** where the rule comes from: screen.endpointKey */
  source: string;
}

/** A path's segments, empty ones (doubled or trailing slashes) left out. */
export const splitPath = (path: string): string[] => path.split('/').filter((s) => s !== '');

export const deriveRules = (screens: readonly ScreenConfig[]): EndpointRule[] =>
  screens.flatMap((screen) =>
    Object.entries(screen.endpoints).map(([key, spec]) => {
      const [method, path] = spec.split(' ') as [HttpMethod, string];
      const segments = splitPath(path);
      const roles = screen.endpointRoles && key in screen.endpointRoles ? gateRoles(screen.endpointRoles[key]) : screen.roles;
      return { method, pattern: `/${segments.join('/')}`, segments, roles, source: `${screen.name}.${key}` };
    }),
  );

/** The services the rules' calls live under: the first segment of each pattern (`/auth`). */
export const servicesOfRules = (rules: readonly EndpointRule[]): string[] => servicesOf(rules.map((rule) => rule.pattern));

const PARAM = /^:\w+$/;

/**
 * A literal segment matches only as written, as the router compares it; a parameter, anything.
 * Strictly (a route read back from the router against a declared call), a parameter meets a
 * parameter only: a route's literal where the call has a parameter is another call.
 */
const segmentMatches = (pattern: string, actual: string, strict: boolean): boolean => {
  if (!pattern.startsWith(':')) return pattern === actual;
  return strict ? PARAM.test(actual) : actual !== '';
};

/** Whether the rule is the call: its method (upper case), then its path segment by segment. */
export const ruleMatches = (rule: EndpointRule, method: string, actual: readonly string[], strict = false): boolean =>
  rule.method === method &&
  rule.segments.length === actual.length &&
  rule.segments.every((segment, i) => segmentMatches(segment, actual[i], strict));

export const matchRules = (rules: readonly EndpointRule[], method: string, path: string): EndpointRule[] => {
  const actual = splitPath(path.split('?')[0]);
  return rules.filter((rule) => ruleMatches(rule, method.toUpperCase(), actual));
};

/** The union of the gates: undefined (any signed-in user) wins over any list. */
export const unionRoles = (matches: readonly EndpointRule[]): RoleGate => {
  if (matches.some((m) => m.roles === undefined)) return undefined;
  return [...new Set(matches.flatMap((m) => m.roles ?? []))];
};

export type Decision = 'allowed' | 'forbidden' | 'not-found';

/** A call as the router tells calls apart: its method and literal segments, any parameter as `:`. */
const callOf = (rule: EndpointRule): string => `${rule.method} ${rule.segments.map((s) => (s.startsWith(':') ? ':' : s)).join('/')}`;

const admits = (gate: RoleGate, role: string | null | undefined): boolean =>
  gate === undefined || Boolean(role && (gate as readonly string[]).includes(role));

/**
 * Screens naming the same call unite their roles. A path two different calls match (`/x/export`
 * of `/x/export` and `/x/:id`) needs a role each of them admits: the router runs whichever
 * handler it meets first, which the guard cannot know.
 */
export const decide = (rules: readonly EndpointRule[], method: string, path: string, role: string | null | undefined): Decision => {
  const matches = matchRules(rules, method, path);
  if (matches.length === 0) return 'not-found';
  const calls = new Map<string, EndpointRule[]>();
  for (const match of matches) calls.set(callOf(match), [...(calls.get(callOf(match)) ?? []), match]);
  return [...calls.values()].every((same) => admits(unionRoles(same), role)) ? 'allowed' : 'forbidden';
};

/**
 * The declared spelling of a call: no doubled slash (one trailing slash is tolerated, as by the
 * router), no `.` or `..` segment, no encoded slash, backslash or dot segment.
 */
export const isPlainSpelling = (path: string): boolean => {
  const body = path.split('?')[0].replace(/\/$/, '');
  if (body.includes('//') || body.endsWith('/') || /%(2f|5c|2e)/i.test(body) || body.includes('\\')) return false;
  return !body.split('/').some((segment) => segment === '.' || segment === '..');
};

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match ? match[1] : null;
};

/**
 * The declared call a request's method asks for: HEAD is the GET without its body (the router
 * answers it with the GET's handler), so it meets the GET's rule, token and roles.
 */
export const callMethod = (method: string): string => (method.toUpperCase() === 'HEAD' ? 'GET' : method);

export interface GuardOptions {
  rules: readonly EndpointRule[];
  /** the verified caller of a bearer token, or null (invalid, expired, revoked) */
  authenticate: (token: string) => Caller | null;
}

/** Express middleware in front of every route; sets res.locals.caller for the calls it admits. */
export const createGuard = ({ rules, authenticate }: GuardOptions): Handler => {
  const inSpace = platformSpace(servicesOfRules(rules));
  return (req, res, next) => {
    if (!inSpace(req.path)) return next();
    const token = bearerToken(req.get('authorization'));
    const who = token ? authenticate(token) : null;
    if (!who) return sendError(res, 401, MESSAGES.unauthorized);
    if (!isPlainSpelling(req.path)) return sendError(res, 404, MESSAGES.notFound);
    const decision = decide(rules, callMethod(req.method), req.path, who.role);
    if (decision === 'not-found') return sendError(res, 404, MESSAGES.notFound);
    if (decision === 'forbidden') return sendError(res, 403, MESSAGES.forbidden);
    res.locals.caller = who;
    next();
  };
};
