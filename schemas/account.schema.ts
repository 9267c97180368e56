// Account: read from the platform, assigned to account groups.
import type { FromSchema, Schema } from './ext';
import { anyId, label } from './fields';

export const accountSchema = {
  type: 'object',
  title: 'Account',
  properties: {
    account_id: anyId('Account ID'),
    account_name: label('Account Name'),
    organization_name: label('Organization'),
  },
} as const satisfies Schema;

export type Account = FromSchema<typeof accountSchema>;
