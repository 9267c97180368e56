import { describe, expect, it } from 'vitest';
import { screens } from '../../resources';
import { routeOf, routesOf, type ScreenConfig } from '../../language/types';
import { screenTexts } from '../../language/screenTexts';
import {
  allows,
  APILINK_MANAGER,
  AREAS,
  ENGAGEMENT_MANAGER,
  landingFor,
  ROLES,
  type Role,
  SISL_ADMIN,
  SISL_USER,
  SYS_ADMIN,
} from '../../language/roles';
import { i18nProvider } from '../i18n/i18nProvider';
import { areaForPath, screenForPath, sideMenu, topNavigation } from './navigation';

const labels = (items: { label: string }[]) => items.map((i) => i.label);
/** The side menu's entries as the console shows them at start (a label whose text loads later stays its key). */
const shown = (items: { label: string }[]) => labels(items).map((key) => i18nProvider.translate(key));

describe('role map: landing', () => {
  it('sends each role where the requirements say (docs/requirements.md, Sign-in and session)', () => {
    expect(landingFor(SYS_ADMIN)).toBe('/home');
    expect(landingFor(SISL_ADMIN)).toBe('/admin/about');
    expect(landingFor(ENGAGEMENT_MANAGER)).toBe('/dashboard');
    expect(landingFor(APILINK_MANAGER)).toBe('/home');
    expect(landingFor(SISL_USER)).toBe('/home');
    expect(landingFor(undefined)).toBe('/home');
  });
});

describe('role map: top navigation', () => {
  it('gives each role its items, the second depending on the role', () => {
    expect(labels(topNavigation(SYS_ADMIN))).toEqual(['nav.home', 'nav.admin', 'nav.digiChannel']);
    expect(labels(topNavigation(SISL_ADMIN))).toEqual(['nav.sislUsers']);
    expect(labels(topNavigation(ENGAGEMENT_MANAGER))).toEqual(['nav.home', 'nav.engagement']);
    expect(labels(topNavigation(APILINK_MANAGER))).toEqual(['nav.home', 'nav.apiLinks']);
    expect(topNavigation(undefined)).toEqual([]);
  });
  it("points the second item at the role's console", () => {
    expect(topNavigation(SISL_ADMIN)[0].to).toBe('/admin/sislusers');
    expect(topNavigation(APILINK_MANAGER)[1].to).toBe('/admin/apilinks');
  });
});

describe('role map: side menus', () => {
  /** The entries of `wanted` in `menu`, in the order the menu shows them. */
  const inOrder = (menu: readonly string[], wanted: readonly string[]) => menu.filter((label) => wanted.includes(label));

  it('shows a screen where its area and roles say, lower `menu` first, under its menu text and route', () => {
    // Made-up screens, so that the expected menus are written out here rather than derived.
    const made = [
      { name: 'second', area: 'admin', menu: 20 },
      { name: 'sysOnly', area: 'admin', menu: 10, roles: [SYS_ADMIN] },
      { name: 'noMenu', area: 'admin' },
      { name: 'elsewhere', area: 'home', menu: 5 },
      { name: 'first', area: 'admin', menu: 1, roles: [SYS_ADMIN, SISL_ADMIN] },
    ].map((s) => ({ ...s, route: `/made/${s.name}` })) as unknown as ScreenConfig[];
    const keys = (role: Role | undefined) => sideMenu(made, 'admin', role).map((item) => item.key);
    expect(keys(SYS_ADMIN)).toEqual(['first', 'sysOnly', 'second']);
    expect(keys(SISL_ADMIN)).toEqual(['first', 'second']);
    expect(keys(SISL_USER)).toEqual(['second']);
    expect(keys(undefined)).toEqual(['second']);
    expect(sideMenu(made, 'home', SYS_ADMIN)).toEqual([{ key: 'elsewhere', label: screenTexts('elsewhere').menu, to: '/made/elsewhere' }]);
  });
  it('gives every declared screen with a menu entry to each role it admits, in its own area only, in `menu` order', () => {
    for (const area of AREAS)
      for (const role of [...ROLES, undefined]) {
        const menu = sideMenu(screens, area.key, role);
        const declared = menu.map((item) => screens.find((s) => s.name === item.key));
        for (const [i, screen] of declared.entries()) {
          expect(screen?.area, `${area.key} ${role}: ${menu[i].key}`).toBe(area.key);
          expect(allows(screen!.roles, role), `${area.key} ${role}: ${menu[i].key}`).toBe(true);
          expect(menu[i]).toEqual({ key: screen!.name, label: screenTexts(screen!.name).menu, to: routeOf(screen!) });
        }
        const orders = declared.map((s) => s!.menu!);
        expect(orders, `${area.key} ${role}`).toEqual([...orders].sort((a, b) => a - b));
      }
    for (const screen of screens.filter((s) => s.menu !== undefined))
      for (const role of [...ROLES, undefined].filter((r) => allows(screen.roles, r)))
        expect(
          sideMenu(screens, screen.area, role).map((item) => item.key),
          `${screen.name} for ${role}`,
        ).toContain(screen.name);
  });
  it('home area: About, then My Settings, for the home roles; nothing for the SISL admin', () => {
    expect(inOrder(shown(sideMenu(screens, 'home', SYS_ADMIN)), ['About', 'My Settings'])).toEqual(['About', 'My Settings']);
    expect(shown(sideMenu(screens, 'home', SISL_ADMIN))).toEqual([]);
  });
  it("admin area: the requirements' order for sys-admin, without SISL users; About, then SISL users, for sisl-admin", () => {
    const admin = shown(sideMenu(screens, 'admin', SYS_ADMIN));
    const first = ['Users', 'API Clients', 'Account Groups', 'Roles', 'API', 'API Groups', 'Cache'];
    expect(inOrder(admin, first)).toEqual(first);
    expect(admin).not.toContain('SISL Users');
    expect(inOrder(shown(sideMenu(screens, 'admin', SISL_ADMIN)), ['About', 'SISL Users'])).toEqual(['About', 'SISL Users']);
  });
});

describe('paths', () => {
  it('finds the longest matching screen', () => {
    expect(screenForPath(screens, '/admin')?.name).toBe('users');
    expect(screenForPath(screens, '/admin/12/edit')?.name).toBe('users');
    expect(screenForPath(screens, '/admin/apiclients/3/show')?.name).toBe('apiclients');
    expect(screenForPath(screens, '/home/settings')?.name).toBe('mySettings');
    expect(areaForPath(screens, '/dashboard')).toBe('dashboard');
  });
  it('every route is unique', () => {
    const routes = screens.flatMap(routesOf);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
