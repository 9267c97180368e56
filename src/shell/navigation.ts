// Menus and route gates, derived from the screen configs and the role map only.
import { AREAS, allows, pick, type AreaKey, type Role } from '../../language/roles';
import { screenTexts } from '../../language/screenTexts';
import { routeOf, routesOf, type ScreenConfig } from '../../language/types';

export interface NavItem {
  key: string;
  label: string;
  to: string;
}

export const topNavigation = (role: Role | undefined): NavItem[] =>
  AREAS.filter((area) => allows(area.roles, role)).flatMap((area) => {
    const label = pick(area.label, role);
    const to = pick(area.target, role);
    return label && to ? [{ key: area.key, label, to }] : [];
  });

export const sideMenu = (screens: readonly ScreenConfig[], area: AreaKey | undefined, role: Role | undefined): NavItem[] =>
  screens
    .filter((s) => s.area === area && s.menu !== undefined && allows(s.roles, role))
    .sort((a, b) => a.menu! - b.menu!)
    .map((s) => ({ key: s.name, label: screenTexts(s.name).menu, to: routeOf(s) }));

const trim = (path: string) => path.replace(/\/+$/, '') || '/';

/** The screen one of whose routes is the longest prefix of `pathname`, and that route. */
export const matchScreen = (screens: readonly ScreenConfig[], pathname: string): { screen: ScreenConfig; route: string } | undefined => {
  const path = trim(pathname);
  let best: { screen: ScreenConfig; route: string } | undefined;
  for (const screen of screens) {
    for (const route of routesOf(screen)) {
      if ((path === route || path.startsWith(route + '/')) && route.length > (best?.route.length ?? -1)) best = { screen, route };
    }
  }
  return best;
};

/** The screen one of whose routes is the longest prefix of `pathname`. */
export const screenForPath = (screens: readonly ScreenConfig[], pathname: string): ScreenConfig | undefined =>
  matchScreen(screens, pathname)?.screen;

/** The area shown for a path: its screen's area, or the area whose top item it is. */
export const areaForPath = (screens: readonly ScreenConfig[], pathname: string): AreaKey | undefined => {
  const screen = screenForPath(screens, pathname);
  if (screen) return screen.area;
  const first = trim(pathname).split('/')[1];
  return AREAS.find((a) => a.key === first)?.key;
};

/** Areas whose side menu ends with a separator before Logout. */
export const SEPARATOR_BEFORE_LOGOUT: readonly AreaKey[] = ['dashboard', 'digichannel'];
