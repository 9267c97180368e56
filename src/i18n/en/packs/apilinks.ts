// API links. Required texts are exact, typos included; texts the requirements
// does not give are written in the same style and marked "not in the requirements".
import { apiLinkMenus } from '../apiLinkMenus';
import { shell } from '../shell';

const leaveQuestion = "Are you sure you want to leave the API-link configuration page? You've made unsaved changes.";
const prefix = (what: string) => `An error occurred ${what}: `;

export const texts = {
  apilinks: {
    ...apiLinkMenus.apilinks,
    title: 'API Links',
    filter: shell.filter.typeToNarrow,
    add: 'Add new API Link',
    confirm: { delete: 'Are you sure you want to permanently the remove api link "%{name}" ?' },
    // asked when a configuration is left with unsaved changes
    leave: { insert: leaveQuestion, edit: leaveQuestion },
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
      insert: 'API Link Configuration details',
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
      insert: 'Successfully added the api link %{name}',
      edit: 'Successfully updated the api link %{api_link_name}',
      clone: 'Successfully cloned the api link %{name}',
      delete: 'Successfully removed the api link %{name}',
    },
    errors: {
      load: prefix('loading the api links'),
      insert: prefix('adding the api link details'),
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
