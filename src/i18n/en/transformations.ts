// Custom data transformations. Required wording is exact; texts the
// requirements do not give (clone and delete success, loading the account list) follow its style.
import { apiLinkMenus } from './apiLinkMenus';

export const transformations = {
  transformations: {
    ...apiLinkMenus.transformations,
    title: 'Custom Data Transformations',
    add: 'New Data Transformation',
    forms: {
      insert: 'New Custom Data Transformation',
      show: 'Custom Data Transformation',
      edit: 'Edit Custom Data Transformation',
      assign: 'Assign Account',
      clone: 'Clone Custom Data Transformation',
      delete: 'Delete Custom Data Transformation',
    },
    confirmDelete: 'Are you sure you want to permanently remove the transformation "%{name}" ?',
    leaveConfirm: "Are you sure you want to leave the Data Transformation page? You've made unsaved changes.",
    inUse: 'This Transformation is in use',
    loadingMappings: 'Loading mappings...',
    mappings: {
      heading: 'Mappings',
      add: 'Add Mapping',
      none: 'No mappings yet. Add a row for each value to translate.',
      from: 'Map From',
      to: 'Map To',
      actions: 'Actions',
      cellLabel: '%{column}, row %{row}',
      remove: 'Remove mapping row %{row}',
      confirmRemove: 'Are you sure you want to delete the mapping (%{map_from} => %{map_to})?',
      blank: '<blank>',
    },
    assign: {
      accounts: 'Assigned Accounts',
      accountTag: '%{account_name} (%{account_id})',
      none: 'No account assigned',
      account: 'Account',
      addAccount: 'Add Account',
    },
    messages: {
      saved: 'Successfully saved Transformation details',
      mappingRemoved: 'Successfully removed the mapping',
      cloned: 'Successfully cloned the Transformation "%{name}"',
      deleted: 'Successfully deleted the Transformation "%{name}"',
      accountAdded: 'Transformation account %{account_id} successfully added',
      accountRemoved: 'Transformation account %{account_id} successfully removed',
    },
    errors: {
      loadDetails: 'An error occurred loading Transformation details: ',
      loadMappings: 'An error occurred loading Transformation mappings: ',
      save: 'An error occurred saving Transformation details: ',
      nameTaken: 'An error occurred saving Transformation details: Check that a transformation with that name does not already exist.',
      delete: 'An error occurred deleting the Transformation: ',
      clone: 'An error occurred cloning the Transformation: ',
      load: 'An error occurred loading the Transformations: ',
      addAccount: 'An error occurred adding the account %{account_id}: ',
      removeAccount: 'An error occurred removing the account %{account_id}: ',
      loadAccounts: 'An error occurred loading the assigned accounts for this transformation: ',
      loadAllAccounts: 'An error occurred loading the accounts: ',
      removeMapping: "I'm sorry, there was an error trying to delete the mapping",
    },
  },
};
