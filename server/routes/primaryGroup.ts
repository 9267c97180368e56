// The account group of a login's edit form: the first of its groups (Required: the user form
// has an Account Group field; views.ts shows account_group_id as the first group).
import type { LoginRecord } from '../types';

/**
 * Makes `groupId` the login's account group, replacing the one the form showed; its other
 * memberships (given by the Assign form) stay. `undefined` — the field cleared — removes it.
 */
export const setPrimaryGroup = (login: LoginRecord, groupId: number | undefined): void => {
  const [current, ...others] = login.account_group_ids;
  if (current === groupId) return;
  const rest = others.filter((id) => id !== groupId);
  login.account_group_ids = groupId === undefined ? rest : [groupId, ...rest];
};
