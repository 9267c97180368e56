// Email Templates (/digichannel/emailbeetemplates; docs/requirements.md, Email templates):
// a list with View, Edit, Assign, Clone, Delete; a full-screen editor dialog for add, edit and
// view (src/panels/EmailTemplatePanel.tsx); accounts assigned as for the other channel items
// (resources/channelAssignment.ts).
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
import { channelAccountTexts } from './channelAssignment.texts';
import { defineRecords } from '../language/recordTypes';
import { SYS_ADMIN } from '../language/roles';
import { defineResource } from '../language/types';
import { emailTemplateSchema } from '../schemas/emailTemplate.schema';

const BASE = '/email-service/emailbeetemplates';

const editor = {
  kind: 'panel',
  panel: 'emailTemplateEditor',
  fields: ['email_bee_template_name'],
  validator: 'emailTemplate',
  size: 'fullScreen',
} as const;

export const emailTemplates = defineResource({
  name: 'emailbeetemplates',
  route: '/digichannel/emailbeetemplates',
  area: 'digichannel',
  roles: [SYS_ADMIN],
  menu: 50,
  idField: 'email_bee_template_id',
  // The requirements' create answer names the new template's id so.
  createAnswerId: 'EmailBEETemplateId',
  schema: emailTemplateSchema,
  endpoints: {
    list: 'GET /email-service/emailbeetemplates',
    get: 'GET /email-service/emailbeetemplates/:id',
    create: 'POST /email-service/emailbeetemplates',
    update: 'PUT /email-service/emailbeetemplates/:id',
    delete: 'DELETE /email-service/emailbeetemplates/:id',
    clone: 'POST /email-service/emailbeetemplates/clone/:id',
    ...channelAccountEndpoints(BASE),
    authorize: 'POST /email-service/bee/authorize',
  },
  list: {
    columns: [
      { source: 'email_bee_template_name', link: 'show' },
      // How many accounts use the template; their names are on the Assign form.
      { source: 'accounts_assigned', type: 'count' },
    ],
    sort: { field: 'email_bee_template_name', order: 'ASC' },
    perPage: 50,
  },
  forms: {
    create: {
      ...editor,
    },
    edit: {
      ...editor,
    },
    show: {
      ...editor,
      readOnly: ['email_bee_template_name'],
    },
    // As for the other channel items: the name read-only, assigned accounts, a picker, Done.
    assign: channelAssignForm('email_bee_template_name'),
    clone: {
      kind: 'action',
      endpoint: 'clone',
    },
    delete: {
      kind: 'confirm',
    },
  },
});

// How the platform keeps email templates (language/recordTypes.ts; only the platform imports
// it). The editor's JSON and HTML are kept as the editor wrote them; a list row leaves them out
// (kilobytes per template the list never shows); a create answer carries EmailBEETemplateId
// (the screen's `createAnswerId`).
export const records = defineRecords({
  screen: emailTemplates,
  collection: 'emailTemplates',
  validator: 'emailTemplate',
  fields: ['email_bee_template_name', 'email_bee_template_json', 'email_bee_template_html'],
  listed: ['email_bee_template_name', 'accounts_assigned'],
  unique: [{ fields: ['email_bee_template_name'] }],
  starts: { account_ids: [] },
  // The copy starts unassigned: which accounts send a template is decided per template.
  clone: { name: 'email_bee_template_name', names: ['%{name} - Copy', '%{name} - Copy %{n}'] },
  notFound: 'Email template not found',
  deleted: 'Email template deleted successfully',
  accounts: { label: 'Email template' },
});

// Its texts (language/screenTexts.ts). Messages are the requirements' words; the delete
// question is not in the requirements and follows the other channel items' style.
// Built by a function marked pure: the console reads no screen's texts from here (they reach it
// as data, resources/generated/), and its bundle then drops the whole call.
const textsOf = () => {
  const leaveQuestion = "Are you sure you want to leave the email template editing page? You've made unsaved changes.";

  return {
    emailbeetemplates: {
      accounts: channelAccountTexts('Email template'),
      menu: 'Email Templates',
      title: 'Email Templates',
      filter: 'Type to Narrow Table',
      add: 'Add Email Template',
      forms: {
        create: 'Add Email Template',
        edit: 'Edit Email Template',
        show: 'Email Template',
        assign: 'Assign Accounts to Email Template',
        delete: 'Remove Email Template',
      },
      confirm: { delete: 'Are you sure you want to permanently remove the email template "%{email_bee_template_name}" ?' },
      // asked when the editor is left with unsaved changes
      leave: { create: leaveQuestion, edit: leaveQuestion, show: leaveQuestion },
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
        create: 'Successfully added email template %{email_bee_template_name}',
        edit: 'Successfully updated email template %{email_bee_template_name}',
        clone: 'Successfully cloned email template',
        delete: 'Successfully removed email template %{email_bee_template_name}',
      },
      errors: {
        load: 'An error occurred loading the email template: ',
        show: 'An error occurred loading the email template: ',
        create: 'An error occurred adding the email template: ',
        edit: 'An error occurred updating the email template: ',
        delete: 'An error occurred removing the email template: ',
        clone: 'An error occurred cloning the email template: ',
      },
    },
  };
};
export const texts = /* @__PURE__ */ textsOf();
