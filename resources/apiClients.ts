// API clients (/admin/apiclients): machine logins, same layout as users.
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { loginFieldOptions, loginForms, loginList, loginPickerEndpoints } from './loginScreen';
import { apiClientSchema } from '../schemas/apiClient.schema';
import { loginRecords } from './loginRecords';
import { loginScreenTexts } from './loginTexts';

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

// Its texts, where the engine looks for them (language/screenTexts.ts).
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  return {
    apiclients: { menu: 'API Clients', ...loginScreenTexts('api client', 'API Clients', 'Add new API Client') },
  };
};
export const texts = /* @__PURE__ */ textsOf();
