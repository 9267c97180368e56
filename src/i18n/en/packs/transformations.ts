// Custom data transformations. Required wording is exact; texts the
// requirements do not give (clone and delete success, loading the account list) follow its style.
import { apiLinkMenus } from '../apiLinkMenus';
import { shell } from '../shell';

const loadDetails = 'An error occurred loading Transformation details: ';
const save = 'An error occurred saving Transformation details: ';
const nameTaken = 'An error occurred saving Transformation details: Check that a transformation with that name does not already exist.';
const leaveQuestion = "Are you sure you want to leave the Data Transformation page? You've made unsaved changes.";

export const texts = {
  transformations: {
    ...apiLinkMenus.transformations,
    title: 'Custom Data Transformations',
    filter: shell.filter.typeToNarrow,
    add: 'New Data Transformation',
    forms: {
      insert: 'New Custom Data Transformation',
      show: 'Custom Data Transformation',
      edit: 'Edit Custom Data Transformation',
      assign: 'Assign Account',
      clone: 'Clone Custom Data Transformation',
      delete: 'Delete Custom Data Transformation',
    },
    confirm: { delete: 'Are you sure you want to permanently remove the transformation "%{name}" ?' },
    // asked when the form is left with unsaved changes
    leave: { insert: leaveQuestion, edit: leaveQuestion },
    inUse: 'This Transformation is in use',
    // a taken name (409 'Conflict' on a save), after the required save prefix
    conflicts: { create: nameTaken, update: nameTaken },
    // the mappings the form loads
    loads: { mappings: { error: 'An error occurred loading Transformation mappings: ', loading: 'Loading mappings...' } },
    // the form's mappings table
    tables: {
      mappings: {
        // the requirements count the mappings in their heading
        heading: 'Mappings (%{count})',
        add: 'Add Mapping',
        empty: 'No mappings yet. Add a row for each value to translate.',
        cell: '%{column}, row %{row}',
        columns: { map_from: 'Map From', map_to: 'Map To' },
        remove: 'Remove mapping row %{row}',
        removeQuestion: 'Are you sure you want to delete the mapping (%{map_from} => %{map_to})?',
        removed: 'Successfully removed the mapping',
        blank: '<blank>',
        removeError: "I'm sorry, there was an error trying to delete the mapping",
      },
    },
    // the Assign form's section
    accounts: {
      heading: 'Assigned Accounts',
      tag: '%{account_name} (%{account_id})',
      empty: 'No account assigned',
      picker: 'Account',
      add: 'Add Account',
      added: 'Transformation account %{account_id} successfully added',
      removed: 'Transformation account %{account_id} successfully removed',
      errors: {
        add: 'An error occurred adding the account %{account_id}: ',
        remove: 'An error occurred removing the account %{account_id}: ',
        load: 'An error occurred loading the assigned accounts for this transformation: ',
        all: 'An error occurred loading the accounts: ',
      },
    },
    messages: {
      insert: 'Successfully saved Transformation details',
      show: 'Successfully saved Transformation details',
      edit: 'Successfully saved Transformation details',
      clone: 'Successfully cloned the Transformation "%{name}"',
      delete: 'Successfully deleted the Transformation "%{name}"',
    },
    errors: {
      // the record a form opens
      read: { show: loadDetails, edit: loadDetails },
      // the mappings, saved after the details
      steps: { saveMappings: save },
      insert: save,
      show: save,
      edit: save,
      assign: loadDetails,
      delete: 'An error occurred deleting the Transformation: ',
      clone: 'An error occurred cloning the Transformation: ',
      load: 'An error occurred loading the Transformations: ',
    },
  },
};
