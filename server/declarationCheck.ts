// What the platform refuses to start with, in the screens' declarations. Every path under a
// service meets the guard (a token, then a role), so a call whose service is one of the
// console's own paths would lock the console out of itself: its pages, its sign-in or its
// scripts would answer 401. The console's paths are read from the declarations (areas, screen
// routes, public pages) and the static server (server/static.ts), never listed here. And a
// screen admits only roles its area admits: another role has no menu item to it. A call admits
// only roles its screen admits, unless the screen says, with a reason, that every signed-in user
// may make it (`everySignedIn`): a wider call would be a way in that no screen shows.
import { isEverySignedIn } from '../language/access';
import { AREAS, ROLES, allows, type Area } from '../language/roles';
import { routesOf, type ScreenConfig } from '../language/types';
import { PUBLIC_PATHS } from '../shared/publicPaths';
import { deriveRules, servicesOfRules, type EndpointRule } from './guard';
import { NON_SCREEN_PREFIXES, platformSpace, servicesOf } from './platformSpace';
import { staticPaths } from './static';

/** A path the console (or the platform, outside the services) answers, and what it is. */
export interface ConsolePath {
  path: string;
  what: string;
}

const targetsOf = (area: Area): string[] => (typeof area.target === 'string' ? [area.target] : Object.values(area.target));

/**
 * The console's own paths: each area and the routes its top item opens, each screen's routes,
 * the public pages and the files the console is served from (`staticDir`: the build, if any).
 */
export const consolePaths = (screens: readonly ScreenConfig[], staticDir?: string): ConsolePath[] => [
  ...AREAS.flatMap((area) => [`/${area.key}`, ...targetsOf(area)].map((path) => ({ path, what: `the area '${area.key}'` }))),
  ...screens.flatMap((screen) => routesOf(screen).map((path) => ({ path, what: `the route of the screen '${screen.name}'` }))),
  ...PUBLIC_PATHS.map((path) => ({ path, what: 'a sign-in page' })),
  ...staticPaths(staticDir).map((path) => ({ path, what: "a path the console's files are served from" })),
];

/** The console's paths and the platform's own (sign-in provider, demo helpers, runtime config). */
export const reservedPaths = (screens: readonly ScreenConfig[], staticDir?: string): ConsolePath[] => [
  ...consolePaths(screens, staticDir),
  ...NON_SCREEN_PREFIXES.map((path) => ({ path, what: 'a path the platform answers itself' })),
];

/** The reserved path a call's service would take, in any spelling the guard reads, if any. */
export const clashOf = (callPath: string, reserved: readonly ConsolePath[]): ConsolePath | undefined => {
  const inSpace = platformSpace(servicesOf([callPath]));
  return reserved.find((taken) => inSpace(taken.path));
};

/**
 * Each declared call whose service is a reserved path: the screen, the call and the clash. The
 * clash depends on the service alone, so it is worked out once per service, not once per call.
 */
const serviceClashes = (rules: readonly EndpointRule[], reserved: readonly ConsolePath[]): string[] => {
  const clashes = new Map(servicesOfRules(rules).map((service) => [service, clashOf(service, reserved)]));
  return rules.flatMap((rule) => {
    const [service] = servicesOf([rule.pattern]);
    const taken = clashes.get(service);
    if (!taken) return [];
    return [
      `${rule.source} (${rule.method} ${rule.pattern}): its service ${service} takes ${taken.path}, ${taken.what}, ` +
        'which would then ask for a token; a service may not be an area, a route, a sign-in page or a file of the console',
    ];
  });
};

/** Each screen admitting a role its area does not (or naming no area there is). */
const areaRoleProblems = (screens: readonly ScreenConfig[]): string[] =>
  screens.flatMap((screen) => {
    const area = AREAS.find((a) => a.key === screen.area);
    if (!area) return [`${screen.name}: the area '${screen.area}' is none of ${AREAS.map((a) => a.key).join(', ')}`];
    const outside = (screen.roles ?? ROLES).filter((role) => !allows(area.roles, role));
    return outside.length
      ? [`${screen.name}: the area '${area.key}' admits ${(area.roles ?? []).join(', ')} only, not ${outside.join(', ')}`]
      : [];
  });

const OPEN_ADVICE =
  "name some of the screen's roles, or say why every signed-in user may make it with everySignedIn('<reason>') (language/access.ts)";

/**
 * Each call whose `endpointRoles` admits a role its screen (and the screen's area) does not, opens
 * it to everyone with `undefined` rather than `everySignedIn`, gives no reason, or names no call.
 */
const callRoleProblems = (screens: readonly ScreenConfig[]): string[] =>
  screens.flatMap((screen) => {
    const area = AREAS.find((a) => a.key === screen.area);
    const admitted = ROLES.filter((role) => allows(screen.roles, role) && allows(area?.roles, role));
    return Object.entries(screen.endpointRoles ?? {}).flatMap(([key, gate]) => {
      const spec = (screen.endpoints as Partial<Record<string, string>>)[key];
      if (spec === undefined) return [`${screen.name}.${key}: endpointRoles names a call the screen does not declare`];
      const call = `${screen.name}.${key} (${spec})`;
      if (isEverySignedIn(gate)) {
        const reason = gate.everySignedIn as unknown;
        return typeof reason === 'string' && reason.trim()
          ? []
          : [`${call}: everySignedIn gives no reason why every signed-in user may make it`];
      }
      if (!Array.isArray(gate)) return [`${call}: endpointRoles opens it to every signed-in user with ${String(gate)}; ${OPEN_ADVICE}`];
      const outside = gate.filter((role) => !(admitted as readonly string[]).includes(role));
      return outside.length
        ? [
            `${call}: endpointRoles admits ${outside.join(', ')}, which the screen '${screen.name}' in the area '${screen.area}' ` +
              `does not (it admits ${admitted.join(', ') || 'no role'}); ${OPEN_ADVICE}`,
          ]
        : [];
    });
  });

/**
 * Every problem of the declarations, for a platform serving the console from `staticDir`; `rules`
 * are the guard's rules of these screens, when the caller has already derived them.
 */
export const declarationProblems = (
  screens: readonly ScreenConfig[],
  staticDir?: string,
  rules: readonly EndpointRule[] = deriveRules(screens),
): string[] => [...serviceClashes(rules, reservedPaths(screens, staticDir)), ...areaRoleProblems(screens), ...callRoleProblems(screens)];

/** Throws, naming every problem, when the platform cannot serve these declarations. */
export const refuseFaultyDeclarations = (
  screens: readonly ScreenConfig[],
  staticDir?: string,
  rules: readonly EndpointRule[] = deriveRules(screens),
): void => {
  const problems = declarationProblems(screens, staticDir, rules);
  if (problems.length) throw new Error(`The screens' declarations cannot be served:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
};
