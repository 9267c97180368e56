// SMS keywords: a word people text to a short code (JOIN, STOP, FLU), with what it does, assigned
// to accounts. The example of docs/adding-a-screen.md: e2e/newScreen.test.ts adds this screen.
import type { FromSchema, Schema } from './ext';
import { assignedAccounts, integerId, text } from './fields';
import type { ValidatorsOf } from './validatorSpec';

const ONE_WORD = 'Keyword must be one word of letters and digits';

export const smsKeywordSchema = {
  type: 'object',
  title: 'SMS Keyword',
  properties: {
    sms_keyword_id: integerId('ID'),
    keyword: {
      type: 'string',
      title: 'Keyword',
      maxLength: 20,
      pattern: '^[A-Za-z0-9]+$',
      errorMessage: { type: ONE_WORD, maxLength: 'Keyword must be at most 20 characters', pattern: ONE_WORD },
    },
    description: text('Description'),
    accounts_assigned: assignedAccounts,
  },
} as const satisfies Schema;

export type SmsKeyword = FromSchema<typeof smsKeywordSchema>;

export const validators = {
  smsKeyword: { base: smsKeywordSchema, required: { keyword: 'Keyword cannot be empty' } },
} satisfies ValidatorsOf;
