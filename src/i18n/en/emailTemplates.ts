import { channelAccountTexts } from '../../../resources/channelAssignment.texts';
import { shell } from './shell';

// Email Templates. Messages are the requirements' words; the delete
// question is not in the requirements and follows the other channel items' style.
const leaveQuestion = "Are you sure you want to leave the email template editing page? You've made unsaved changes.";

export const emailTemplates = {
  emailbeetemplates: {
    accounts: channelAccountTexts('Email template'),
    menu: 'Email Templates',
    title: 'Email Templates',
    filter: shell.filter.typeToNarrow,
    add: 'Add Email Template',
    forms: {
      insert: 'Add Email Template',
      edit: 'Edit Email Template',
      show: 'Email Template',
      assign: 'Assign Accounts to Email Template',
      delete: 'Remove Email Template',
    },
    confirm: { delete: 'Are you sure you want to permanently remove the email template "%{email_bee_template_name}" ?' },
    // asked when the editor is left with unsaved changes
    leave: { insert: leaveQuestion, edit: leaveQuestion, show: leaveQuestion },
    editor: {
      save: 'Save',
      saveAndClose: 'Save and Close',
      close: 'Close',
      cancel: 'Cancel',
      loading: 'Loading the email editor...',
      region: 'Email editor',
      preview: 'Email preview',
      noPreview: 'This template has no saved HTML to preview yet.',
      json: 'Template JSON',
      jsonHelp: 'The editor saves this JSON with the HTML below. Without the editor, the preview keeps the HTML last saved from it.',
      unavailable:
        'The email editor could not be loaded (%{reason}). You can still view the saved preview, rename the template and edit its JSON.',
      unavailableView: 'The email editor could not be loaded (%{reason}). The preview below is the HTML last saved from it.',
      reasons: {
        unreachable: 'its script could not be downloaded',
        timeout: 'it did not start in time',
        refused: 'it refused to start: %{message}',
        authorize: 'no editor token: %{message}',
        badJson: 'the stored template JSON does not parse: %{message}',
      },
    },
    messages: {
      insert: 'Successfully added email template %{email_bee_template_name}',
      edit: 'Successfully updated email template %{email_bee_template_name}',
      clone: 'Successfully cloned email template',
      delete: 'Successfully removed email template %{email_bee_template_name}',
    },
    errors: {
      load: 'An error occurred loading the email template: ',
      show: 'An error occurred loading the email template: ',
      insert: 'An error occurred adding the email template: ',
      edit: 'An error occurred updating the email template: ',
      delete: 'An error occurred removing the email template: ',
      clone: 'An error occurred cloning the email template: ',
    },
  },
};
