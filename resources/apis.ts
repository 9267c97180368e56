// APIs (/admin/apis): CRUD with an API group picker filtering the list.
import { SYS_ADMIN } from '../language/roles';
import { defineRecords } from '../language/recordTypes';
import { defineResource } from '../language/types';
import { apiSchema } from '../schemas/api.schema';

export const apis = defineResource({
  name: 'apis',
  route: '/admin/apis',
  area: 'admin',
  roles: [SYS_ADMIN],
  menu: 50,
  idField: 'id',
  schema: apiSchema,
  endpoints: {
    list: 'GET /auth/apis',
    create: 'POST /auth/apis',
    update: 'POST /auth/apis/:id',
    delete: 'DELETE /auth/apis/:id',
    apiGroups: 'GET /auth/apigroups',
  },
  list: {
    columns: [{ source: 'id' }, { source: 'http_method' }, { source: 'url', link: 'show' }],
    sort: { field: 'id', order: 'ASC' },
    perPage: 50,
    // '== Show All ==' or one API group, which narrows the list to that group's APIs.
    picker: {
      filter: 'api_group',
      field: 'api_groups.api_group_id',
      choices: { endpoint: 'apiGroups', optionValue: 'id', optionText: 'api_group_name' },
    },
  },
  forms: {
    show: { kind: 'fields', fields: ['id', 'http_method', 'url'], readOnly: ['id', 'http_method', 'url'] },
    create: {
      kind: 'fields',
      fields: ['http_method', 'url'],
      validator: 'api',
    },
    edit: {
      kind: 'fields',
      fields: ['id', 'http_method', 'url'],
      readOnly: ['id'],
      validator: 'api',
    },
    delete: {
      kind: 'confirm',
    },
  },
});

// How the platform keeps API definitions (language/recordTypes.ts; only the platform imports
// it): an HTTP method and URL, unique together as written, each in any of the API groups (its
// groups: resources/apis.hooks.ts).
export const records = defineRecords({
  screen: apis,
  collection: 'apis',
  validator: 'api',
  fields: ['http_method', 'url'],
  unique: [{ fields: ['http_method', 'url'], caseSensitive: true }],
  deleted: 'API deleted successfully',
});

// Its texts, where the engine looks for them (language/screenTexts.ts).
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  return {
    apis: {
      menu: 'API',
      title: 'APIs',
      add: 'Add API',
      picker: { label: 'API Group', all: '== Show All ==' },
      forms: { show: 'API Details', create: 'Create New API', edit: 'Edit API', delete: 'Delete API' },
      confirm: { delete: 'Delete API %{http_method}:%{url}?' },
      submit: { delete: 'OK' },
      messages: {
        create: 'API added successfully',
        edit: 'API updated successfully',
        delete: 'API deleted successfully',
      },
      errors: {
        load: 'An error occurred loading the APIs: ',
        create: 'An error occurred updating the API: ',
        edit: 'An error occurred updating the API: ',
        delete: 'An error occurred deleting the API: ',
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
