// Email template: a name, the embedded editor's JSON (as text)
// and the HTML the editor rendered from it, plus the accounts it is assigned to.
import type { FromSchema, Schema } from './ext';
import { assignedAccounts, text } from './fields';

export const emailTemplateSchema = {
  type: 'object',
  title: 'Email Template',
  properties: {
    email_bee_template_id: { type: ['integer', 'string'], title: 'Template ID' },
    email_bee_template_name: text('Template Name'),
    // The editor's JSON travels as text; the templateJsonParses rule reports a parse error.
    email_bee_template_json: {
      type: 'string',
      title: 'Template JSON',
      errorMessage: { type: 'Template JSON must be text' },
    },
    email_bee_template_html: {
      type: 'string',
      title: 'Template HTML',
      errorMessage: { type: 'Template HTML must be text' },
    },
    accounts_assigned: assignedAccounts,
  },
} as const satisfies Schema;

export type EmailTemplate = FromSchema<typeof emailTemplateSchema>;

/** The body of POST and PUT .../emailbeetemplates. */
export type EmailTemplateBody = Required<
  Pick<EmailTemplate, 'email_bee_template_name' | 'email_bee_template_json' | 'email_bee_template_html'>
>;
