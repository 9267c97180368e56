// API clients (/admin/apiclients): machine logins, same layout as users.
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { loginFieldOptions, loginForms, loginList, loginPickerEndpoints } from './loginScreen';
import { apiClientSchema } from '../schemas/apiClient.schema';
import { loginRecords } from './loginRecords';

export const apiClients = defineResource({
  name: 'apiclients',
  route: '/admin/apiclients',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 20,
  idField: 'login_id',
  schema: apiClientSchema,
  endpoints: {
    list: 'GET /auth/apiclients/',
    get: 'GET /auth/apiclients/:id',
    create: 'POST /auth/apiclients',
    update: 'POST /auth/apiclients/:id',
    delete: 'DELETE /auth/apiclients/:id',
    relationship: 'POST /auth/apiclients/:id/relationship',
    password: 'POST /auth/password',
    ...loginPickerEndpoints,
  },
  list: loginList,
  forms: loginForms('apiclients'),
  fieldOptions: loginFieldOptions,
  conflicts: { list: 'Conflict', get: 'Conflict', update: 'Conflict', create: 'onflict', relationship: 'onflict' },
});

// How the platform keeps API clients (resources/loginRecords.ts; only the platform imports it).
export const records = loginRecords(apiClients, {
  collection: 'apiclients',
  other: 'users',
  validator: 'apiClientInsert',
  updateValidator: 'apiClientUpdate',
  userType: 'API',
  label: 'API client',
});
