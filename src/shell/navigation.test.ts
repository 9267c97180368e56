import { describe, expect, it } from 'vitest';
import { screens } from '../../resources';
import { routesOf } from '../../language/types';
import { APILINK_MANAGER, ENGAGEMENT_MANAGER, landingFor, SISL_ADMIN, SISL_USER, SYS_ADMIN } from '../../language/roles';
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
  it('home area: About and My Settings for the home roles', () => {
    expect(shown(sideMenu(screens, 'home', SYS_ADMIN))).toEqual(['About', 'My Settings']);
    expect(shown(sideMenu(screens, 'home', SISL_ADMIN))).toEqual([]);
  });
  it('admin area: everything for sys-admin, About and SISL users for sisl-admin', () => {
    const admin = shown(sideMenu(screens, 'admin', SYS_ADMIN));
    expect(admin.slice(0, 7)).toEqual(['Users', 'API Clients', 'Account Groups', 'Roles', 'API', 'API Groups', 'Cache']);
    expect(admin).not.toContain('SISL Users');
    expect(shown(sideMenu(screens, 'admin', SISL_ADMIN))).toEqual(['About', 'SISL Users']);
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
