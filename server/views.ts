// What the platform answers, rendered from the normalised stored records: names instead of
// ids, the derived lists of a login (account groups, organizations, accounts, roles), and
// never a password.
import { ROLES } from '../resources/roles';
import type { Account, AccountGroup, Data, LoginRecord } from './types';

export interface Lookups {
  groups: Map<number, AccountGroup>;
  accounts: Map<number, Account>;
  appNames: Map<string, string>;
  roleNames: Map<string, string>;
}

export const lookups = (data: Data): Lookups => ({
  groups: new Map(data.accountGroups.map((g) => [g.id, g])),
  accounts: new Map(data.accounts.map((a) => [a.account_id, a])),
  appNames: new Map(data.applications.map((a) => [a.application_type_code, a.application_name])),
  roleNames: new Map(data.roles.map((r) => [r.role_type_code, r.role_name])),
});

const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The console role of a login: its highest console role, in the order of the role map. */
export const consoleRole = (login: Pick<LoginRecord, 'app_roles'>): string | null => {
  const codes = new Set(login.app_roles.map((r) => r.role_type_code));
  return ROLES.find((role) => codes.has(role)) ?? null;
};

export interface LoginLists {
  account_group_name_list: string[];
  organization_list: string[];
  account_list: string[];
}

export const loginLists = (login: LoginRecord, l: Lookups): LoginLists => {
  const groups = login.account_group_ids.map((id) => l.groups.get(id)).filter((g): g is AccountGroup => !!g);
  const accounts = unique(groups.flatMap((g) => g.account_ids))
    .map((id) => l.accounts.get(id))
    .filter((a): a is Account => !!a);
  return {
    account_group_name_list: groups.map((g) => g.account_group_name),
    organization_list: unique(accounts.map((a) => a.organization_name)).sort(),
    account_list: accounts.map((a) => a.account_name),
  };
};

export const renderLogin = (login: LoginRecord, l: Lookups) => ({
  login_id: login.login_id,
  id: login.id,
  email: login.email,
  first_name: login.first_name,
  last_name: login.last_name,
  name: `${login.first_name} ${login.last_name}`.trim(),
  address: login.address,
  address2: login.address2,
  city: login.city,
  state_code: login.state_code,
  zip: login.zip,
  country_code: login.country_code,
  enabled: login.enabled,
  account_group_id: login.account_group_ids[0] ?? null,
  ...loginLists(login, l),
  roles: login.app_roles.map((r) => r.role_type_code),
  app_role_list: login.app_roles.map((r) => ({
    application_name: l.appNames.get(r.application_type_code) ?? r.application_type_code,
    application_type_code: r.application_type_code,
    role_name: l.roleNames.get(r.role_type_code) ?? r.role_type_code,
    role_type_code: r.role_type_code,
  })),
  user_type: login.user_type,
  deleted_ind: login.deleted_ind,
  change_pw_next_login_ind: login.change_pw_next_login_ind,
  creator_login_id: login.creator_login_id,
  created_date_time: login.created_date_time,
  modified_date_time: login.modified_date_time,
});

/**
 * A login as the list calls answer it: what the list screens show and filter on. The response
 * shape is ours to choose (the documented calls show none); the whole record, with its derived
 * account, organization and role lists, comes from GET /{id}, which every form mode loads. At
 * 100k users the whole records made the list answer 111 MB, this one about 13 MB.
 */
export const renderLoginSummary = (login: LoginRecord) => ({
  login_id: login.login_id,
  id: login.id,
  email: login.email,
  first_name: login.first_name,
  last_name: login.last_name,
  enabled: login.enabled,
  user_type: login.user_type,
});

/** The session claims of a login (the access token's payload minus iat/exp/client_id). */
export const sessionClaims = (login: LoginRecord, l: Lookups) => {
  const lists = loginLists(login, l);
  return {
    sub: login.login_id,
    email: login.email,
    first_name: login.first_name,
    last_name: login.last_name,
    role: consoleRole(login),
    account_group_names: lists.account_group_name_list,
    account_group_ids: [...login.account_group_ids],
    organizations: lists.organization_list,
    accounts: lists.account_list,
    user_type: login.user_type === 'SISL' ? ('SISL' as const) : ('STAFF' as const),
  };
};

export const findLogin = (data: Data, id: number): LoginRecord | undefined =>
  data.users.find((u) => u.login_id === id) ?? data.apiclients.find((u) => u.login_id === id);

export const findLoginByEmail = (data: Data, email: string): LoginRecord | undefined => {
  const wanted = email.trim().toLowerCase();
  return data.users.find((u) => u.email.toLowerCase() === wanted) ?? data.apiclients.find((u) => u.email.toLowerCase() === wanted);
};
