// The validators of email templates, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { emailTemplateSchema } from './emailTemplate.schema';
import { templateJsonParses } from './rules/templateJson';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  // Required: the name message is the editor's; the JSON is what the editor saved.
  emailTemplate: {
    base: emailTemplateSchema,
    required: { email_bee_template_name: 'You must fill in the email template name', email_bee_template_json: 'Template JSON is required' },
    rules: [templateJsonParses],
  },
} satisfies ValidatorsOf;
