// A login as the platform reads it: names instead of ids, the derived lists of a login (account
// groups, organizations, accounts), its console role and session claims; never a password.
import { ROLES } from '../language/roles';
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
