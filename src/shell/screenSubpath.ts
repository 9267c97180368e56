import type { ScreenConfig, ScreenNav } from '../../resources/types';

/**
 * Whether the part of the URL after a screen's route belongs to that screen. Routes nest
 * (/admin is the Users screen, /admin/apiclients another), so each screen is mounted at
 * `<route>/*`; without this check /admin/anything-unknown would open the Users list.
 * A page owns only its route; a resource also owns `create` and `<id>/<mode>` of its forms.
 * Before a resource's config has loaded (ScreenNav), only the shape of the path is checked.
 */
export const ownsSubpath = (screen: ScreenConfig | ScreenNav, rest: string | undefined): boolean => {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return true;
  if (screen.kind === 'page') return false;
  const forms = 'forms' in screen ? screen.forms : undefined;
  if (parts.length === 1) return parts[0] === 'create' && (!forms || !!forms.insert);
  return parts.length === 2 && parts[1] !== 'insert' && (!forms || !!forms[parts[1]]);
};
