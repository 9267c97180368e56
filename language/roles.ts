// The one role map of the console and the demo platform. Menus, routes, row actions and the
// demo server's 403 checks all read it (through the screen configs), so a role's reach is
// written down exactly once.

export const SYS_ADMIN = 'slink-sys-admin';
export const SISL_ADMIN = 'slink-sisl-admin';
export const ENGAGEMENT_MANAGER = 'slink-engmnt-manager';
export const APILINK_MANAGER = 'slink-apilink-manager';
export const SISL_USER = 'slink-sisl-user';

export const ROLES = [SYS_ADMIN, SISL_ADMIN, ENGAGEMENT_MANAGER, APILINK_MANAGER, SISL_USER] as const;
export type Role = (typeof ROLES)[number];

/** Roles allowed somewhere; `undefined` means any signed-in user. */
export type RoleGate = readonly Role[] | undefined;

export const isRole = (value: unknown): value is Role => typeof value === 'string' && (ROLES as readonly string[]).includes(value);

export const allows = (gate: RoleGate, role: Role | undefined): boolean =>
  gate === undefined || (role !== undefined && gate.includes(role));

/** Where `/` sends each role after sign-in; other roles go to /home. */
export const LANDING: Partial<Record<Role, string>> = {
  [SYS_ADMIN]: '/home',
  [SISL_ADMIN]: '/admin/about',
  [ENGAGEMENT_MANAGER]: '/dashboard',
};
export const DEFAULT_LANDING = '/home';

export const landingFor = (role: Role | undefined): string => (role && LANDING[role]) || DEFAULT_LANDING;

/** Top navigation areas. `target` is per role where the requirements make the item role-dependent. */
export interface Area {
  key: AreaKey;
  /** i18n key of the top navigation label, per role when the label depends on it */
  label: string | Partial<Record<Role, string>>;
  /** route the top item opens, per role when it depends on it */
  target: string | Partial<Record<Role, string>>;
  roles: RoleGate;
}
export type AreaKey = 'home' | 'admin' | 'dashboard' | 'digichannel';

export const AREAS: readonly Area[] = [
  {
    key: 'home',
    label: 'nav.home',
    target: '/home',
    roles: [SYS_ADMIN, ENGAGEMENT_MANAGER, APILINK_MANAGER],
  },
  {
    // The second item depends on the role (the requirements, top navigation).
    key: 'admin',
    label: {
      [SYS_ADMIN]: 'nav.admin',
      [SISL_ADMIN]: 'nav.sislUsers',
      [APILINK_MANAGER]: 'nav.apiLinks',
    },
    target: {
      [SYS_ADMIN]: '/admin',
      [SISL_ADMIN]: '/admin/sislusers',
      [APILINK_MANAGER]: '/admin/apilinks',
    },
    roles: [SYS_ADMIN, SISL_ADMIN, APILINK_MANAGER],
  },
  {
    key: 'dashboard',
    label: 'nav.engagement',
    target: '/dashboard',
    roles: [ENGAGEMENT_MANAGER],
  },
  {
    key: 'digichannel',
    label: 'nav.digiChannel',
    target: '/digichannel',
    roles: [SYS_ADMIN],
  },
];

export const pick = <T>(value: T | Partial<Record<Role, T>>, role: Role | undefined): T | undefined => {
  if (typeof value !== 'object' || value === null) return value as T;
  return role ? (value as Partial<Record<Role, T>>)[role] : undefined;
};
