// Account group; its accounts are assigned on the Assign panel (at most 20, as the requirements say).
import type { FromSchema, Schema } from './ext';
import { ACCOUNT_LIMIT_MESSAGE, MAX_ACCOUNTS_PER_GROUP } from './accountAssignment.schema';
import { anyId, assignedAccounts, label, text } from './fields';

export const accountGroupSchema = {
  type: 'object',
  title: 'Account Group',
  properties: {
    id: anyId('ID'),
    account_group_name: text('Account Group Name'),
    created_date_time: label('Created Date Time'),
    // The requirements' limit, told in their words.
    accounts: { ...assignedAccounts(MAX_ACCOUNTS_PER_GROUP), errorMessage: { maxItems: ACCOUNT_LIMIT_MESSAGE } },
  },
} as const satisfies Schema;

export type AccountGroup = FromSchema<typeof accountGroupSchema>;
