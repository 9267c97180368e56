// Email domain and email unsubscribe group: one required name
// each, at most 255 characters; accounts are assigned on the Assign form.
import type { FromSchema, Schema } from './ext';
import { assignedAccounts, integerId, MAX_TEXT, text } from './fields';

/**
 * The requirements ask only "required, max 255". Mail is sent from this domain, so a value that is not
 * a domain name (spaces, a scheme, an address) is refused with a message saying what is expected.
 */
export const DOMAIN_MESSAGE = 'Email Domain must be a domain name such as mail.example.org';
const DOMAIN_PATTERN = '^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\\.)+[A-Za-z]{2,63}$';

export const emailDomainSchema = {
  type: 'object',
  title: 'Email Domain',
  properties: {
    email_domain_id: integerId('ID'),
    email_domain_url: {
      type: 'string',
      title: 'Email Domain',
      maxLength: MAX_TEXT,
      pattern: DOMAIN_PATTERN,
      errorMessage: { type: DOMAIN_MESSAGE, maxLength: 'Email Domain must be at most 255 characters', pattern: DOMAIN_MESSAGE },
    },
    accounts_assigned: assignedAccounts(),
  },
} as const satisfies Schema;

export type EmailDomain = FromSchema<typeof emailDomainSchema>;

export const unsubscribeGroupSchema = {
  type: 'object',
  title: 'Unsubscribe Group',
  properties: {
    email_unsubscribe_group_id: integerId('ID'),
    group_name: text('Unsubscribe Group'),
    accounts_assigned: assignedAccounts(),
  },
} as const satisfies Schema;

export type UnsubscribeGroup = FromSchema<typeof unsubscribeGroupSchema>;
