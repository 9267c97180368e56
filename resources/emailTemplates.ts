// Email Templates (/digichannel/emailbeetemplates; docs/requirements.md, Email templates):
// a list with View, Edit, Assign, Clone, Delete; a full-screen editor dialog for add, edit and
// view (src/panels/EmailTemplatePanel.tsx); accounts assigned as for the other channel items
// (resources/channelAssignment.ts).
import { channelAccountEndpoints, channelAssignForm } from './channelAssignment';
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
    insert: {
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
  clone: { name: 'email_bee_template_name', suffixes: [' - Copy', ' - Copy %{n}'] },
  notFound: 'Email template not found',
  deleted: 'Email template deleted successfully',
  accounts: { label: 'Email template' },
});
