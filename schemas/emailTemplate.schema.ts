// Email template: a name, the embedded editor's JSON (as text)
// and the HTML the editor rendered from it, plus the accounts it is assigned to.
import type { FromSchema, Schema } from './ext';
import { anyId, assignedAccounts, text } from './fields';

/** A template's HTML or JSON text: far above any real template (a few KB to a few hundred KB). */
export const MAX_TEMPLATE_TEXT = 1024 * 1024;

/**
 * The editor's HTML or JSON: text of at most 1 MB (counted in characters), without control
 * characters but tab, CR and LF (NUL, ESC and the like are no part of a mail and upset the
 * programs that show or send it). A document: the platform keeps it as sent.
 */
const templateText = <T extends string, M extends string>(title: T, contentMediaType: M) =>
  ({
    type: 'string',
    title,
    contentMediaType,
    maxLength: MAX_TEMPLATE_TEXT,
    pattern: '^[^\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F]*$',
    errorMessage: {
      type: `${title} must be text`,
      maxLength: `${title} must be at most 1 MB (1,048,576 characters)`,
      pattern: `${title} must not hold control characters (tab, CR and LF are fine)`,
    },
  }) as const;

export const emailTemplateSchema = {
  type: 'object',
  title: 'Email Template',
  properties: {
    email_bee_template_id: anyId('Template ID'),
    email_bee_template_name: text('Template Name'),
    // The editor's JSON travels as text; the templateJsonParses rule reports a parse error.
    email_bee_template_json: templateText('Template JSON', 'application/json'),
    email_bee_template_html: templateText('Template HTML', 'text/html'),
    accounts_assigned: assignedAccounts(),
  },
} as const satisfies Schema;

export type EmailTemplate = FromSchema<typeof emailTemplateSchema>;

/** The body of POST and PUT .../emailbeetemplates. */
export type EmailTemplateBody = Required<
  Pick<EmailTemplate, 'email_bee_template_name' | 'email_bee_template_json' | 'email_bee_template_html'>
>;
