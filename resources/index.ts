// Every screen of the console, in one list. Adding a screen = adding its config here.
import { accountGroups } from './accountGroups';
import { apiClients } from './apiClients';
import { apiGroups } from './apiGroups';
import { apis } from './apis';
import { adminAbout, cache, digichannel, homeAbout, mySettings } from './pages';
import { roleList } from './roleList';
import { sislUsers } from './sislUsers';
import type { ScreenConfig } from './types';
import { users } from './users';

export const screens: readonly ScreenConfig[] = [
  homeAbout,
  mySettings,
  adminAbout,
  users,
  apiClients,
  accountGroups,
  roleList,
  apis,
  apiGroups,
  cache,
  sislUsers,
  digichannel,
];

export * from './roles';
export * from './types';
