// Whoever set a login's password knows it. A slink-sisl-admin sets the passwords of the SISL
// users it manages (on create, or through the password call); were such a login then given a
// staff role, or any role but slink-sisl-user (it leaves the SISL users a slink-sisl-admin
// manages), with that password, whoever set it could sign in with the new role's power. So a role
// given by the relationship call revokes a password that another login set, unless that login
// is a slink-sys-admin as stored now (who could set any password anyway): the password is
// cleared, and the login cannot sign in until an admin sets one (the password call) or its user
// chooses one through forgot password.
import { SISL_USER, SYS_ADMIN } from '../../language/roles';
import type { Data, LoginRecord } from '../types';
import { consoleRole } from '../views';

type Setter = Pick<LoginRecord, 'password_set_by' | 'creator_login_id'>;

/** The login that set the current password (the creator for the one given on create); null when it chose it itself. */
export const passwordSetterOf = (login: Setter): number | null =>
  login.password_set_by === undefined ? login.creator_login_id : login.password_set_by;

/** Whether giving this role takes the login out of what a slink-sisl-admin manages. */
export const leavesSislManagement = (role: string | undefined): boolean => role !== undefined && role !== SISL_USER;

/** Clears the password another login than itself or a slink-sys-admin set; whether it did. */
export const revokePasswordSetByOthers = (data: Data, login: LoginRecord): boolean => {
  const setter = passwordSetterOf(login);
  if (!login.password_hash || setter === null || setter === login.login_id) return false;
  const setBy = data.users.find((u) => u.login_id === setter);
  if (setBy && consoleRole(setBy) === SYS_ADMIN) return false;
  login.password_hash = null;
  login.password_set_by = null;
  return true;
};
