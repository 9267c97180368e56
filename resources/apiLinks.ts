// API links (/admin/apilinks): outbound call configurations with authentication details and
// attributes, assigned to accounts.
import { APILINK_MANAGER, SYS_ADMIN } from './roles';
import { defineResource } from './types';
import { apiLinkSchema } from '../schemas/apiLink.schema';
import { ATTRIBUTE_MESSAGES, MAX_NEW_ATTRIBUTE_ROWS } from '../schemas/rules/apiLinkAttributes';
import { AUTH_ENTRY_TYPES, LOCKED_WHEN_IN_USE } from '../schemas/rules/apiLinkAuthDetail';

const configuration = {
  title: 'apilinks.forms.configuration',
  kind: 'panel',
  panel: 'apiLinkConfiguration',
  validator: 'apiLink',
  tables: {
    // 'Authentication details': a new row is a header named New_Field_NN; the type select
    // changes it; password values are masked; an in-use link may never change four row types.
    authentication: {
      columns: [
        { field: 'type', label: 'apilinks.fields.fieldType', values: { list: AUTH_ENTRY_TYPES, text: 'apilinks.entryTypes' } },
        { field: 'name', label: 'apilinks.fields.field' },
        { field: 'value', label: 'apilinks.fields.value', maskedIf: { field: 'type', equals: 'password' } },
      ],
      heading: 'apilinks.fields.authentication',
      addLabel: 'apilinks.buttons.addEntry',
      empty: 'apilinks.fields.noRows',
      cellLabel: 'apilinks.fields.cell',
      newRow: { values: { type: 'headers', value: '' }, name: { field: 'name', prefix: 'New_Field_', digits: 2 } },
      remove: {
        label: 'apilinks.buttons.removeEntry',
        question: 'apilinks.confirmRemoveEntry',
        success: 'apilinks.messages.removedEntry',
        nameField: 'name',
      },
      lockedRows: { when: 'in_use', field: 'type', values: LOCKED_WHEN_IN_USE },
    },
    // 'API Link Attributes': at most 10 new rows at a time, as the requirements limit it.
    attributes: {
      item: 'apiLinkAttribute',
      columns: [
        {
          field: 'api_data_type_id',
          label: 'apilinks.fields.attributeType',
          choices: { endpoint: 'dataTypes', optionValue: 'api_data_type_id', optionText: 'name', blank: true },
        },
        { field: 'name' },
        { field: 'description' },
        { field: 'default_value' },
        { field: 'test_value' },
      ],
      heading: 'apilinks.fields.attributes',
      addLabel: 'apilinks.buttons.addAttribute',
      empty: 'apilinks.fields.noRows',
      cellLabel: 'apilinks.fields.cell',
      newRow: { values: { name: '', description: '', default_value: '', test_value: '' }, firstChoice: 'api_data_type_id' },
      savedBy: { field: 'api_link_attribute_id' },
      newRowLimit: { max: MAX_NEW_ATTRIBUTE_ROWS, message: ATTRIBUTE_MESSAGES.tooManyNew },
      remove: {
        label: 'apilinks.buttons.removeAttribute',
        question: 'apilinks.confirmRemoveAttribute',
        success: 'apilinks.messages.removedAttribute',
        nameField: 'name',
      },
    },
  },
  // A failure to load the link before the form shows (FormDialog uses this prefix).
  errorPrefix: 'apilinks.errors.details',
  leaveConfirm: 'apilinks.leaveConfirm',
  fullScreen: true,
} as const;

export const apiLinks = defineResource({
  name: 'apilinks',
  route: '/admin/apilinks',
  area: 'admin',
  roles: [SYS_ADMIN, APILINK_MANAGER],
  menu: { label: 'apilinks.menu', order: 80 },
  title: 'apilinks.title',
  idField: 'api_link_id',
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
  conflicts: [
    { contains: 'Conflict', on: ['create'], message: 'apilinks.errors.addConflict' },
    { contains: 'Conflict', on: ['update'], message: 'apilinks.errors.updateConflict' },
  ],
  list: {
    columns: [
      { source: 'name', link: 'show' },
      { source: 'in_use', type: 'boolean' },
      { source: 'accounts_assigned', type: 'count' },
    ],
    sort: { field: 'name', order: 'ASC' },
    perPage: 50,
    filter: { placeholder: 'filter.typeToNarrow' },
    addLabel: 'apilinks.add',
    rowActions: ['show', 'edit', 'assign', 'clone', 'delete'],
    loadError: 'apilinks.errors.load',
  },
  forms: {
    insert: configuration,
    edit: configuration,
    show: configuration,
    assign: {
      title: 'apilinks.forms.assign',
      kind: 'panel',
      panel: 'accountAssignment',
      fields: ['name'],
      readOnly: ['name'],
      accounts: {
        assigned: 'accounts',
        all: 'allAccounts',
        add: 'assignAccount',
        remove: 'unassignAccount',
        // The requirements give no API-link text for "no account picked": the account-group one is used.
        validator: 'accountPick',
        tag: 'apilinks.assign.tag',
        heading: 'apilinks.assign.heading',
        empty: 'apilinks.assign.empty',
        pickerLabel: 'apilinks.assign.picker',
        addLabel: 'apilinks.assign.add',
        added: 'apilinks.messages.accountAdded',
        removed: 'apilinks.messages.accountRemoved',
        addError: 'apilinks.errors.addAccount',
        removeError: 'apilinks.errors.removeAccount',
        loadError: 'apilinks.errors.accounts',
        allError: 'apilinks.errors.activateAccounts',
      },
    },
    clone: {
      title: 'apilinks.forms.clone',
      kind: 'action',
      endpoint: 'clone',
      success: 'apilinks.messages.cloned',
      errorPrefix: 'apilinks.errors.clone',
    },
    delete: {
      title: 'apilinks.forms.delete',
      kind: 'confirm',
      confirm: 'apilinks.confirmDelete',
      success: 'apilinks.messages.deleted',
      errorPrefix: 'apilinks.errors.delete',
    },
  },
});
