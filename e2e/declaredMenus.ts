// The menus each role should see, read from the declarations: the areas of the role map
// (language/roles.ts AREAS) and the screen configs' own `menu` entries (the English text of their
// label, `<screen>.menu`, in the order of their `menu`) for the roles each screen admits. A new screen states its place in its config;
// no list here or in a test names it.
import { screens } from '../resources/index';
import { AREAS, allows, pick, type AreaKey, type Role } from '../language/roles';
import { allTexts } from '../src/i18n/en/all';
import { sideMenu } from '../src/shell/navigation';

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

/**
 * The side menu of an area for a role, as the console derives it (src/shell/navigation.ts, whose
 * rule its unit test checks): its screens' English entries in order, then Logout.
 */
export const declaredSideMenu = (area: AreaKey, role: Role): MenuItem[] => [
  ...sideMenu(screens, area, role).map((item) => ({
    label: textOf(item.label),
    path: item.to,
    order: screens.find((screen) => screen.name === item.key)!.menu!,
  })),
  { label: 'Logout', path: '', order: Infinity },
];

export interface MenuItem {
  label: string;
  path: string;
  order: number;
}
