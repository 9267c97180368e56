// The validators of email domains and unsubscribe groups, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { emailDomainSchema, unsubscribeGroupSchema } from './emailDomain.schema';
import { blank } from './requiredMessages';
import type { ValidatorsOf } from './validatorSpec';

// Required: domain URL and group name required, max 255.
export const validators = {
  emailDomain: { base: emailDomainSchema, required: { email_domain_url: blank('Email Domain') } },
  unsubscribeGroup: { base: unsubscribeGroupSchema, required: { group_name: blank('Unsubscribe Group') } },
} satisfies ValidatorsOf;
