// Every screen of the console, in one list. Adding a screen = adding its config here.
import { accountGroups } from './accountGroups';
import { apiClients } from './apiClients';
import { apiGroups } from './apiGroups';
import { apiLinks } from './apiLinks';
import { apis } from './apis';
import { dashboards } from './dashboards';
import { adminAbout, cache, homeAbout, mySettings } from './pages';
import { emailDomains } from './emailDomains';
import { emailTemplates } from './emailTemplates';
import { shortCodes } from './shortCodes';
import { unsubscribeGroups } from './unsubscribeGroups';
import { roleList } from './roleList';
import { sislUsers } from './sislUsers';
import { transformations } from './transformations';
import type { ScreenConfig } from './types';
import { users } from './users';
import { vendors } from './vendors';

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
  apiLinks,
  transformations,
  sislUsers,
  dashboards,
  shortCodes,
  emailDomains,
  unsubscribeGroups,
  emailTemplates,
  vendors,
];

export * from './roles';
export * from './types';
