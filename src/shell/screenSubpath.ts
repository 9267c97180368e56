import { isPage, type ScreenConfig } from '../../language/types';

/**
 * Whether the part of the URL after a screen's route belongs to that screen. Routes nest
 * (/admin is the Users screen, /admin/apiclients another), so each screen is mounted at
 * `<route>/*`; without this check /admin/anything-unknown would open the Users list.
 * A page owns only its route; a resource also owns `create` and `<id>/<mode>` of its forms.
 */
export const ownsSubpath = (screen: ScreenConfig, rest: string | undefined): boolean => {
  const parts = (rest ?? '').split('/').filter(Boolean);
  if (parts.length === 0) return true;
  if (isPage(screen)) return false;
  if (parts.length === 1) return parts[0] === 'create' && !!screen.forms.create;
  return parts.length === 2 && parts[1] !== 'create' && !!screen.forms[parts[1]];
};
