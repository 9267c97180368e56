// Limited-type (SISL) users (/admin/sislusers), managed by slink-sisl-admin.
import { SISL_ADMIN, SISL_USER } from '../language/roles';
import { defineResource } from '../language/types';
import { loginFieldOptions, loginForms, loginList } from './loginScreen';
import { userSchema } from '../schemas/user.schema';
import { loginScreenTexts } from './loginTexts';

const { create, edit, show, delete: remove } = loginForms('users');
// SISL users get the admin's own group, as required: no account group field on their forms.
const withoutGroupAndPasswords = (fields: readonly string[]) => fields.filter((f) => !['account_group_id', 'pwd1', 'pwd2'].includes(f));
// No account group field, so no group picker either (its call is not one of this screen's).
const { account_group_id: _groupPicker, ...sislFieldOptions } = loginFieldOptions;

export const sislUsers = defineResource({
  name: 'sislusers',
  route: '/admin/sislusers',
  area: 'admin',
  roles: [SISL_ADMIN],
  menu: 90,
  idField: 'login_id',
  schema: userSchema,
  // The platform scopes these calls to limited-type users when a slink-sisl-admin makes them.
  endpoints: {
    list: 'GET /auth/users/',
    get: 'GET /auth/users/:id',
    create: 'POST /auth/users',
    update: 'POST /auth/users/:id',
    delete: 'DELETE /auth/users/:id',
    relationship: 'POST /auth/users/:id/relationship',
  },
  list: loginList,
  forms: {
    // New SISL users: no password, the admin's first account group, role slink-sisl-user on workb.
    create: {
      ...create,
      fields: withoutGroupAndPasswords(create.fields!),
      validator: 'sislUserInsert',
      kind: 'fields',
      defaults: { ...create.defaults, password: '', app_code: 'workb', role_type_code: SISL_USER },
      // Then the new user gets the role slink-sisl-user on application workb and the acting
      // admin's first account group.
      next: {
        endpoint: 'relationship',
        from: {
          id: 'saved.id',
          action: { const: 'add' },
          app_code: 'defaults.app_code',
          role_type_code: 'defaults.role_type_code',
          account_group_id: 'session.account_group_ids.0',
        },
      },
    },
    edit: { ...edit, fields: withoutGroupAndPasswords(edit.fields!) },
    show,
    delete: remove,
  },
  fieldOptions: sislFieldOptions,
  conflicts: { list: 'Conflict', get: 'Conflict', update: 'Conflict', create: 'onflict' },
});

// Its texts, where the engine looks for them (language/screenTexts.ts).
// The Users screen's texts where SISL users are told the same.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const users = loginScreenTexts('user', 'Users', 'Add new User');
  return {
    sislusers: {
      menu: 'SISL Users',
      title: 'SISL Users',
      add: 'Add new SISL user',
      // the Users screen's texts where SISL users are told the same
      forms: { create: 'Add SISL User', edit: 'Edit SISL User', show: 'SISL User Details', delete: users.forms.delete },
      details: users.details,
      columns: users.columns,
      conflicts: { list: users.conflicts.list, get: users.conflicts.get, update: users.conflicts.update, create: users.conflicts.create },
      confirm: users.confirm,
      messages: { create: users.messages.create, edit: users.messages.edit, delete: users.messages.delete },
      errors: {
        load: users.errors.load,
        create: users.errors.create,
        edit: users.errors.edit,
        delete: users.errors.delete,
        // the role given after the save
        steps: { relationship: 'We were unable to give the user the proper permissions. Please see the system administrator. ' },
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
