// Users and API clients share one layout (Required: "Same layout and row actions as Users").
// These builders keep the two configs from repeating it; `prefix` picks each screen's validators
// (their texts sit under each screen's name: language/screenTexts.ts).
import type { FormConfig, ListConfig } from '../language/types';

export const loginPickerEndpoints = {
  accountGroups: 'GET /auth/accountgroups',
  applications: 'GET /auth/applications',
  roles: 'GET /auth/roles',
  attributeTypes: 'GET /auth/attributes',
  attributes: 'GET /auth/attributes/:id',
  addAttribute: 'POST /auth/attributes/:id',
  deleteAttribute: 'DELETE /auth/attributes/:id/:attributeRowId',
} as const;

export const loginList: ListConfig = {
  columns: [{ source: 'email', link: 'show' }, { source: 'first_name' }, { source: 'last_name' }, { source: 'enabled', type: 'enabled' }],
  sort: { field: 'email', order: 'ASC' },
  perPage: 50,
};

const personFields = ['email', 'first_name', 'last_name', 'address', 'address2', 'city', 'state_code', 'zip', 'country_code'] as const;

const showFields = [...personFields, 'enabled'];

/** Pickers and input kinds of the login forms. */
export const loginFieldOptions = {
  account_group_id: { choices: { endpoint: 'accountGroups', optionValue: 'id', optionText: 'account_group_name' } },
  pwd1: { input: 'password' },
  pwd2: { input: 'password' },
  enabled: { input: 'checkbox', display: 'enabled' },
} as const;

export const loginForms = (prefix: 'users' | 'apiclients'): Record<string, FormConfig> => ({
  create: {
    kind: 'fields',
    fields: [...personFields, 'account_group_id', 'pwd1', 'pwd2'],
    validator: `${prefix === 'users' ? 'user' : 'apiClient'}Insert`,
    defaults: { country_code: 'US', deleted_ind: 0, change_pw_next_login_ind: 0 },
  },
  edit: {
    kind: 'fields',
    fields: [...personFields, 'account_group_id', 'enabled'],
    validator: `${prefix === 'users' ? 'user' : 'apiClient'}Update`,
  },
  show: {
    kind: 'fields',
    fields: [...showFields, 'account_group_name_list', 'app_role_list'],
    readOnly: [...showFields, 'account_group_name_list', 'app_role_list'],
  },
  // The user's identity read-only, then the new password twice; the platform takes it as
  // pwd1/pwd2 and as password, with the user's email and action 'update'.
  changepassword: {
    kind: 'fields',
    endpoint: 'password',
    fields: ['email', 'first_name', 'last_name', 'pwd1', 'pwd2'],
    readOnly: ['email', 'first_name', 'last_name'],
    validator: 'passwordChange',
    carry: ['email'],
    defaults: { action: 'update' },
    from: { password: 'values.pwd1' },
  },
  assign: {
    kind: 'panel',
    panel: 'userAssignment',
    endpoint: 'relationship',
  },
  attribute: {
    kind: 'panel',
    panel: 'attributeAssignment',
  },
  delete: {
    kind: 'confirm',
  },
});
