// Roles (/admin/roles): read-only.
import { SYS_ADMIN } from '../language/roles';
import { defineRecords } from '../language/recordTypes';
import { defineResource } from '../language/types';
import { roleSchema } from '../schemas/role.schema';

export const roleList = defineResource({
  name: 'roles',
  route: '/admin/roles',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 40,
  idField: 'role_id',
  schema: roleSchema,
  endpoints: { list: 'GET /auth/roles' },
  list: {
    columns: [{ source: 'role_type_code' }, { source: 'role_name' }],
    sort: { field: 'role_type_code', order: 'ASC' },
    perPage: 50,
  },
  forms: {},
});

// The roles are this screen's: the platform answers them whole, as stored, here and to the
// login screens' role pickers (language/recordTypes.ts; only the platform imports it).
export const records = defineRecords({
  screen: roleList,
  collection: 'roles',
  fields: ['role_type_code', 'role_name', 'application_type_code'],
});

// Its texts, where the engine looks for them (language/screenTexts.ts).
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  return {
    roles: { menu: 'Roles', title: 'Roles', errors: { load: 'An error occurred loading the roles: ' } },
  };
};
export const texts = /* @__PURE__ */ textsOf();
