// Account group membership and application roles given to a login, shared by user creation and
// the relationship call. A login holds one console role (the role map's: "Users are staff holding
// exactly one of four roles", and slink-sisl-user is the limited-type users' own): giving one
// replaces the one it held, since the platform has no call that takes a role away. slink-sisl-user
// makes the login a limited-type (SISL) user; a staff console role makes it a staff user.
import { ROLES, SISL_USER, SYS_ADMIN } from '../../language/roles';
import { echo } from '../../schemas/rules/echo';
import { badRequest, isBlank, text } from '../http';
import type { Data, LoginRecord } from '../types';

export interface Grant {
  account_group_id?: number;
  app_code?: string;
  role_type_code?: string;
}

/** Apps whose role list is not narrowed to their own roles (the requirements, assign form). */
const OPEN_APPS = ['all', 'workb'];

/** Reads and checks a grant: the group, application and role must exist and fit together. */
export const parseGrant = (data: Data, body: Record<string, unknown>): Grant => {
  const grant: Grant = {};
  if (!isBlank(body.account_group_id)) {
    const id = Number(body.account_group_id);
    if (!Number.isInteger(id) || !data.accountGroups.some((g) => g.id === id)) {
      throw badRequest(`The account group ${echo(text(body.account_group_id))} does not exist`);
    }
    grant.account_group_id = id;
  }
  if (!isBlank(body.app_code) || !isBlank(body.role_type_code)) {
    const app = text(body.app_code);
    const role = text(body.role_type_code);
    if (!app || !role) throw badRequest('You must specify both an application and a role or neither');
    if (!data.applications.some((a) => a.application_type_code === app)) throw badRequest(`The application ${echo(app)} does not exist`);
    const row = data.roles.find((r) => r.role_type_code === role);
    if (!row) throw badRequest(`The role ${echo(role)} does not exist`);
    if (row.application_type_code !== app && role !== SYS_ADMIN && !OPEN_APPS.includes(app)) {
      throw badRequest(`The role ${echo(role)} does not belong to the application ${echo(app)}`);
    }
    grant.app_code = app;
    grant.role_type_code = role;
  }
  return grant;
};

/** Whether the login already has everything the grant gives. */
export const alreadyHas = (login: LoginRecord, grant: Grant): boolean =>
  (grant.account_group_id === undefined || login.account_group_ids.includes(grant.account_group_id)) &&
  (grant.role_type_code === undefined ||
    login.app_roles.some((r) => r.application_type_code === grant.app_code && r.role_type_code === grant.role_type_code));

const isConsoleRole = (code: string): boolean => (ROLES as readonly string[]).includes(code);

export const applyGrant = (login: LoginRecord, grant: Grant): void => {
  if (grant.account_group_id !== undefined && !login.account_group_ids.includes(grant.account_group_id)) {
    login.account_group_ids.push(grant.account_group_id);
  }
  if (
    grant.role_type_code !== undefined &&
    grant.app_code !== undefined &&
    !alreadyHas(login, { app_code: grant.app_code, role_type_code: grant.role_type_code })
  ) {
    if (isConsoleRole(grant.role_type_code)) login.app_roles = login.app_roles.filter((r) => !isConsoleRole(r.role_type_code));
    login.app_roles.push({ application_type_code: grant.app_code, role_type_code: grant.role_type_code });
    if (grant.role_type_code === SISL_USER && login.user_type === 'STAFF') login.user_type = 'SISL';
    else if (isConsoleRole(grant.role_type_code) && grant.role_type_code !== SISL_USER && login.user_type === 'SISL')
      login.user_type = 'STAFF';
  }
};
