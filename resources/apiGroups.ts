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
