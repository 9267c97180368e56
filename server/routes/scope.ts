// What a slink-sisl-admin may do: the users calls see and change only limited-type (SISL)
// users, and permissions given may only be slink-sisl-user on workb within the admin's own
// account groups.
import { SISL_ADMIN, SISL_USER } from '../../resources/roles';
import { forbidden, notFound, type Caller } from '../http';
import type { Data, LoginRecord } from '../types';

export const SISL_APP = 'workb';

export const SISL_MESSAGES = {
  permission: `A slink-sisl-admin may only give the role ${SISL_USER} on application ${SISL_APP} with one of their own account groups`,
} as const;

export const isSislAdmin = (who: Caller): boolean => who.role === SISL_ADMIN;

/** The logins a slink-sisl-admin sees: limited-type ones. */
export const inSislView = (login: LoginRecord): boolean => login.user_type === 'SISL';

export const visibleTo = (who: Caller, login: LoginRecord): boolean => !isSislAdmin(who) || inSislView(login);

export type LoginKind = 'users' | 'apiclients';

/** The login `id` of the collection, as the caller may see it; 404 otherwise. */
export const findVisible = (data: Data, kind: LoginKind, id: number, who: Caller): LoginRecord => {
  const login = data[kind].find((u) => u.login_id === id);
  if (!login || !visibleTo(who, login)) throw notFound();
  return login;
};

/** A sisl admin's grant: role and application fixed, group among the admin's own. */
export const checkSislGrant = (who: Caller, grant: { app_code?: string; role_type_code?: string; account_group_id?: number }): void => {
  if (!isSislAdmin(who)) return;
  if (grant.role_type_code !== undefined && (grant.role_type_code !== SISL_USER || grant.app_code !== SISL_APP)) {
    throw forbidden(SISL_MESSAGES.permission);
  }
  if (grant.account_group_id !== undefined && !who.claims.account_group_ids.includes(grant.account_group_id)) {
    throw forbidden(SISL_MESSAGES.permission);
  }
};
