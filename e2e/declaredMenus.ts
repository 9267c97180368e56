// The menus each role should see, read from the declarations: the areas of the role map
// (language/roles.ts AREAS) and the screen configs' own `menu` entries (the English text of their
// label, `<screen>.menu`, in the order of their `menu`) for the roles each screen admits. A new screen states its place in its config;
// no list here or in a test names it.
import { screens } from '../resources/index';
import { routeOf } from '../language/types';
import { screenTexts } from '../language/screenTexts';
import { AREAS, allows, pick, type AreaKey, type Role } from '../language/roles';
import { allTexts } from '../src/i18n/en/all';

/** The English text of a text key. */
export const textOf = (key: string): string => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], allTexts);
  if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
  return text;
};

/** The areas a role's top navigation leads to, and the page each opens. */
export const declaredAreas = (role: Role): { area: AreaKey; path: string }[] =>
  AREAS.filter((area) => allows(area.roles, role)).flatMap((area) => {
    const path = pick(area.target, role);
    return path ? [{ area: area.key, path }] : [];
  });

/** The side menu of an area for a role: its screens' entries in order, then Logout. */
export const declaredSideMenu = (area: AreaKey, role: Role): MenuItem[] => [
  ...screens
    .filter((screen) => screen.area === area && screen.menu !== undefined && allows(screen.roles, role))
    .sort((a, b) => a.menu! - b.menu!)
    .map((screen) => ({ label: textOf(screenTexts(screen.name).menu), path: routeOf(screen), order: screen.menu! })),
  { label: 'Logout', path: '', order: Infinity },
];

export interface MenuItem {
  label: string;
  path: string;
  order: number;
}
