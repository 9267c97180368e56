// Account group; its accounts are assigned on the Assign panel.
import type { FromSchema, Schema } from './ext';
import { assignedAccounts, label, text } from './fields';

export const accountGroupSchema = {
  type: 'object',
  title: 'Account Group',
  properties: {
    id: { type: ['integer', 'string'], title: 'ID' },
    account_group_name: text('Account Group Name'),
    created_date_time: label('Created Date Time'),
    accounts: assignedAccounts,
  },
} as const satisfies Schema;

export type AccountGroup = FromSchema<typeof accountGroupSchema>;
