// Assigning an account to an account group. `assigned_count` is how
// many accounts the group already has, so the 20-account limit is checked by the same validator.
import type { FromSchema, Schema } from './ext';
import { integerId, MAX_ID_TEXT } from './fields';

export const MAX_ACCOUNTS_PER_GROUP = 20;
/** Exported so the console's limit text can come from here too (one source). */
export const ACCOUNT_LIMIT_MESSAGE = 'You have reached the maximum number of accounts that can be assigned to a AccountGroup.';
const PICK = 'Please select a valid account first.';

export const accountAssignmentSchema = {
  type: 'object',
  title: 'Account Assignment',
  properties: {
    account_id: { type: ['integer', 'string'], title: 'Account', maxLength: MAX_ID_TEXT, errorMessage: { type: PICK, maxLength: PICK } },
    account_group_id: integerId('Account Group'),
    assigned_count: {
      type: 'integer',
      title: 'Assigned Accounts',
      minimum: 0,
      maximum: MAX_ACCOUNTS_PER_GROUP - 1,
      errorMessage: { type: 'must be an integer', minimum: 'Assigned Accounts must be 0 or more', maximum: ACCOUNT_LIMIT_MESSAGE },
    },
  },
} as const satisfies Schema;

export type AccountAssignment = FromSchema<typeof accountAssignmentSchema>;
