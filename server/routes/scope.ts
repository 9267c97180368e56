// What a slink-sisl-admin may give: only slink-sisl-user on workb within the admin's own account
// groups. (The users they see and make, limited-type ones only, are their view in the users'
// record declaration, resources/users.ts.)
import { SISL_ADMIN, SISL_USER } from '../../language/roles';
import { forbidden, type Caller } from '../http';

export const SISL_APP = 'workb';

export const SISL_MESSAGES = {
  permission: `A slink-sisl-admin may only give the role ${SISL_USER} on application ${SISL_APP} with one of their own account groups`,
} as const;

const isSislAdmin = (who: Caller): boolean => who.role === SISL_ADMIN;

/**
 * Whether the caller's edit must leave this account group of a login as it is: a sisl admin's
 * reach ends at its own groups (as stored now), so a membership in another one is not its to take away.
 */
export const keptFromCaller =
  (who: Caller) =>
  (groupId: number): boolean =>
    isSislAdmin(who) && !who.groupIds.includes(groupId);

/** A sisl admin's grant: role and application fixed, group among the admin's own (as stored now). */
export const checkSislGrant = (who: Caller, grant: { app_code?: string; role_type_code?: string; account_group_id?: number }): void => {
  if (!isSislAdmin(who)) return;
  if (grant.role_type_code !== undefined && (grant.role_type_code !== SISL_USER || grant.app_code !== SISL_APP)) {
    throw forbidden(SISL_MESSAGES.permission);
  }
  if (grant.account_group_id !== undefined && !who.groupIds.includes(grant.account_group_id)) {
    throw forbidden(SISL_MESSAGES.permission);
  }
};
