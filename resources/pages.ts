// Custom pages of Required: the greeting pages, My Settings and the cache refresh. (The
// /digichannel landing text is the intro of the Short Codes list: resources/shortCodes.ts.)
import { everySignedIn } from '../language/access';
import { ENGAGEMENT_MANAGER, APILINK_MANAGER, SISL_ADMIN, SYS_ADMIN } from '../language/roles';
import { definePage } from '../language/types';

const HOME_ROLES = [SYS_ADMIN, ENGAGEMENT_MANAGER, APILINK_MANAGER] as const;

export const homeAbout = definePage({
  name: 'homeAbout',
  route: '/home',
  area: 'home',
  roles: HOME_ROLES,
  menu: 10,
  page: 'homeAbout',
  endpoints: {},
});

export const mySettings = definePage({
  name: 'mySettings',
  route: '/home/settings',
  area: 'home',
  roles: HOME_ROLES,
  menu: 20,
  page: 'mySettings',
  endpoints: { password: 'POST /auth/password' },
  endpointRoles: { password: everySignedIn('each signed-in user changes their own password, whatever screens they may open') },
});

export const adminAbout = definePage({
  name: 'adminAbout',
  route: '/admin/about',
  area: 'admin',
  roles: [SISL_ADMIN],
  menu: 0,
  page: 'adminAbout',
  endpoints: {},
});

export const cache = definePage({
  name: 'cache',
  route: '/admin/cache',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 70,
  page: 'cache',
  endpoints: { refresh: 'PUT /tools/auth/cache' },
});
