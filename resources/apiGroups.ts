// API groups (/admin/apigroups): read-only.
import { SYS_ADMIN } from '../language/roles';
import { defineRecords } from '../language/recordTypes';
import { defineResource } from '../language/types';
import { apiGroupSchema } from '../schemas/apiGroup.schema';

export const apiGroups = defineResource({
  name: 'apigroups',
  route: '/admin/apigroups',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 60,
  idField: 'id',
  schema: apiGroupSchema,
  endpoints: { list: 'GET /auth/apigroups' },
  list: {
    columns: [{ source: 'api_group_name' }, { source: 'api_group_desc' }, { source: 'application_name' }],
    sort: { field: 'api_group_name', order: 'ASC' },
    perPage: 50,
  },
  forms: {},
});

// The API groups are this screen's: the platform answers them whole, as stored
// (language/recordTypes.ts; only the platform imports it).
export const records = defineRecords({
  screen: apiGroups,
  collection: 'apiGroups',
  fields: ['api_group_name', 'api_group_desc', 'application_name'],
});

// Its texts, where the engine looks for them (language/screenTexts.ts).
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  return {
    apigroups: { menu: 'API Groups', title: 'API Groups', errors: { load: 'An error occurred loading the API groups: ' } },
  };
};
export const texts = /* @__PURE__ */ textsOf();
