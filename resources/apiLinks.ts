// API links (/admin/apilinks): outbound call configurations with authentication details and
// attributes, assigned to accounts.
import { APILINK_MANAGER, SYS_ADMIN } from '../language/roles';
import { defineResource, type FormConfig, type NextCallConfig, type RowsTableConfig } from '../language/types';
import { apiLinkSaveSchema, apiLinkSchema, AUTH_ENTRY_ROW } from '../schemas/apiLink.schema';
import { apiLinkAttributeSchema } from '../schemas/apiLinkAttribute.schema';

// A link in use is read-only: the platform answers that by a call of its own.
const LOCKED_FORM = { field: 'in_use', banner: 'apilinks.inUse', endpoint: 'inUse' } as const;

// 'Authentication details': a new row is a header named New_Field_NN; the type select (the row
// schema's labelled choices) changes it; password values are masked (writeOnly in the row schema); an in-use link's rows are held with the
// whole form (its `lock`), the certs, headers, query string and request rows among them. The rows are
// the link's JSON text, sent with the link itself (a field of the save call's schema; the codec reads and writes the text).
const AUTHENTICATION: RowsTableConfig = {
  item: AUTH_ENTRY_ROW,
  columns: [{ source: 'type' }, { source: 'name' }, { source: 'value' }],
  newRow: { values: { type: 'headers', value: '' } },
  rule: 'apiLinkAuthEntries',
};

// 'API Link Attributes': at most 10 new rows at a time, as the requirements limit it; saved as
// a whole array by a call of their own once the link is saved.
const ATTRIBUTES: RowsTableConfig = {
  endpoint: 'attributes',
  item: apiLinkAttributeSchema,
  columns: [
    {
      source: 'api_data_type_id',
      choices: {
        endpoint: 'dataTypes',
        optionValue: 'api_data_type_id',
        optionText: 'name',
        loadError: 'apilinks.errors.dataTypes',
      },
    },
    { source: 'name' },
    { source: 'description' },
    { source: 'default_value' },
    { source: 'test_value' },
  ],
  // A new row starts with the first field type (the column's first choice).
  newRow: { values: { name: '', description: '', default_value: '', test_value: '' }, savedBy: 'api_link_attribute_id' },
  // At most 10 new rows at a time; a field name once per field type, marked at its cell (the
  // attribute rule words the banner).
  rule: 'apiLinkAttributes',
};

/**
 * 'API Link Configuration details', for create, edit and show: the save call's fields (its
 * schema names them) read from the record, the authentication details and the attributes. A
 * new link is POSTed (the answer carries ApiLinkId), its details read again, then its attributes
 * PUT as a whole array; an update PUTs the same fields plus the id, then the attributes. The
 * attributes of a link in use are never saved: such a link shows read-only under its banner,
 * with no Save.
 */
const configuration = (extra: Partial<FormConfig>): FormConfig => ({
  kind: 'fields',
  schema: apiLinkSaveSchema,
  fields: [
    'api_link_name',
    'api_link_url',
    'api_link_description',
    'api_link_verb',
    'api_link_authentication_method_id',
    'api_link_enabled',
  ],
  fromRecord: {
    api_link_name: 'name',
    api_link_description: 'description',
    api_link_url: 'url',
    api_link_verb: 'verb',
    api_link_authentication_method_id: { field: 'authentication_method_id', codec: 'asText' },
    api_link_enabled: { field: 'disabled_ind', codec: 'enabledFromDisabledInd' },
    api_link_authentication_detail: { field: 'authentication_detail', codec: 'authenticationEntries' },
  },
  carry: ['api_link_id'],
  validator: 'apiLink',
  // The authentication rules read the entries before they become JSON, and the chosen method's name.
  from: {
    authentication_entries: { check: 'tables.api_link_authentication_detail' },
    authentication_method_name: { check: 'choices.api_link_authentication_method_id.name' },
  },
  tables: { api_link_authentication_detail: AUTHENTICATION, api_link_attributes: ATTRIBUTES },
  lock: LOCKED_FORM,
  size: 'fullScreen',
  ...extra,
});

const saveAttributes: NextCallConfig = {
  endpoint: 'saveAttributes',
  from: { id: 'savedId', api_link_attributes: 'tables.api_link_attributes', data_types: { check: 'calls.dataTypes' } },
  validator: 'apiLinkAttributes',
};

export const apiLinks = defineResource({
  name: 'apilinks',
  route: '/admin/apilinks',
  area: 'admin',
  roles: [SYS_ADMIN, APILINK_MANAGER],
  menu: 80,
  idField: 'api_link_id',
  createAnswerId: 'ApiLinkId',
  schema: apiLinkSchema,
  endpoints: {
    list: 'GET /api-link-service/api-link',
    get: 'GET /api-link-service/api-link/:id',
    inUse: 'GET /api-link-service/in-use/:id',
    create: 'POST /api-link-service/api-link',
    update: 'PUT /api-link-service/api-link/:id',
    delete: 'DELETE /api-link-service/api-link/:id',
    clone: 'POST /api-link-service/api-link/clone/:id',
    attributes: 'GET /api-link-service/api-link-attributes/:id',
    saveAttributes: 'PUT /api-link-service/api-link-attributes/:id',
    dataTypes: 'GET /api-link-service/data-types',
    authMethods: 'GET /api-link-service/auth-methods',
    accounts: 'GET /api-link-service/api-link/:id/accounts',
    assignAccount: 'POST /api-link-service/api-link/:id/accounts/:accountId',
    unassignAccount: 'DELETE /api-link-service/api-link/:id/accounts/:accountId',
    allAccounts: 'GET /auth/accounts',
  },
  // 409 on a save means the name is taken: say so after the required prefix.
  conflicts: { create: 'Conflict', update: 'Conflict' },
  fieldOptions: {
    api_link_verb: { input: 'native-select' },
    api_link_authentication_method_id: {
      input: 'native-select',
      choices: {
        endpoint: 'authMethods',
        optionValue: 'api_authentication_method_id',
        optionText: 'name',
        loadError: 'apilinks.errors.authMethods',
      },
    },
    api_link_enabled: { input: 'checkbox' },
  },
  list: {
    columns: [
      { source: 'name', link: 'show' },
      { source: 'in_use', type: 'boolean' },
      { source: 'accounts_assigned', type: 'count' },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    create: configuration({
      defaults: { api_link_description: '', api_link_enabled: true, api_link_authentication_detail: [] },
      next: [{ endpoint: 'get', from: { id: 'savedId' } }, saveAttributes],
    }),
    edit: configuration({
      next: saveAttributes,
    }),
    show: configuration({}),
    assign: {
      kind: 'assignment',
      fields: ['name'],
      readOnly: ['name'],
      assign: {
        accounts: {
          assigned: 'accounts',
          all: 'allAccounts',
          add: 'assignAccount',
          remove: 'unassignAccount',
          // The requirements give no API-link text for "no account picked": the account-group one is used.
          validator: 'accountPick',
        },
      },
    },
    clone: {
      kind: 'action',
      endpoint: 'clone',
    },
    delete: {
      kind: 'confirm',
    },
  },
});

// Its texts, where the engine looks for them (language/screenTexts.ts). Required wording is
// exact, typos included; texts the requirements do not give follow their style and say so.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const leaveQuestion = "Are you sure you want to leave the API-link configuration page? You've made unsaved changes.";
  const prefix = (what: string) => `An error occurred ${what}: `;
  return {
    apilinks: {
      menu: 'API Links',
      title: 'API Links',
      filter: 'Type to Narrow Table',
      add: 'Add new API Link',
      confirm: { delete: 'Are you sure you want to permanently the remove api link "%{name}" ?' },
      // asked when a configuration is left with unsaved changes
      leave: { create: leaveQuestion, edit: leaveQuestion },
      inUse: 'This API Link is in use',
      // not in the requirements: the platform's 'Conflict' on a save means the name is taken
      conflicts: {
        create: `${prefix('adding the api link details')}Check that an api link with that name does not already exist.`,
        update: `${prefix('updating the api link details')}Check that an api link with that name does not already exist.`,
      },
      // the lists a form loads, by the form value each fills
      loads: {
        in_use: { error: prefix('checking whether the API Link is in use') },
        api_link_attributes: { error: prefix('loading the api link attributes') },
      },
      forms: {
        create: 'API Link Configuration details',
        edit: 'API Link Configuration details',
        show: 'API Link Configuration details',
        assign: 'Assign Account',
        clone: 'Clone',
        delete: 'Delete API Link',
      },
      fields: {
        enabled: 'API Link enabled',
        newEntryType: 'New field type',
      },
      // the form's inputs: the stored authentication details the form cannot read as entries
      inputs: { api_link_authentication_detail: { unreadable: prefix('loading details') } },
      // the form's tables, by the form field holding their rows
      tables: {
        api_link_authentication_detail: {
          heading: 'Authentication details',
          // not in the requirements
          add: 'Add authentication field',
          empty: 'No Records',
          cell: '%{label} %{n}',
          columns: { type: 'Field type', name: 'Field', value: 'Value' },
          // not in the requirements: a row's remove button, its Yes/No question and success text
          remove: 'Remove authentication row %{name}',
          removeQuestion: 'Are you sure you want to remove the authentication row %{name} ?',
          removed: 'Successfully removed the authentication row %{name}',
        },
        api_link_attributes: {
          heading: 'API Link Attributes',
          // not in the requirements
          add: 'Add attribute',
          empty: 'No Records',
          cell: '%{label} %{n}',
          columns: { api_data_type_id: 'Field Type' },
          // not in the requirements: a row's remove button, its Yes/No question and success text
          remove: 'Remove attribute row %{name}',
          removeQuestion: 'Are you sure you want to remove the attribute row %{name} ?',
          removed: 'Successfully removed the attribute row %{name}',
        },
      },
      // the Assign form's section
      accounts: {
        tag: '%{account_name} (%{account_id})',
        heading: 'Assigned Accounts',
        empty: 'No account assigned',
        picker: 'Account',
        add: 'Add Account',
        added: 'API link account %{account_id} successfully added',
        removed: 'API link account %{account_id} successfully removed',
        errors: {
          load: prefix('loading the api link accounts'),
          all: prefix('loading the activate accounts'),
          add: prefix('adding the api link account'),
          remove: prefix('removing the api link account %{account_id}'),
        },
      },
      messages: {
        // not in the requirements
        create: 'Successfully added the api link %{name}',
        edit: 'Successfully updated the api link %{api_link_name}',
        clone: 'Successfully cloned the api link %{name}',
        delete: 'Successfully removed the api link %{name}',
      },
      errors: {
        load: prefix('loading the api links'),
        create: prefix('adding the api link details'),
        edit: prefix('updating the api link details'),
        clone: prefix('cloning the api link'),
        delete: prefix('removing the api link'),
        dataTypes: prefix('loading the api link data types'),
        authMethods: prefix('loading auth methods'),
        show: prefix('loading details'),
        // the record a form opens
        read: { edit: prefix('loading details'), show: prefix('loading details') },
        // the second save steps, by their call
        steps: { get: prefix('loading details'), saveAttributes: prefix('updating the api link attributes') },
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
