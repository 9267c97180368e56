// Assigning an account to a channel item (email templates;
// docs/requirements.md, Assignments): an account must be picked. Unlike account groups there is no per-item limit, so
// the `assigned_count` the assignment section sends is not constrained here.
import type { FromSchema, Schema } from './ext';
import { MAX_ID_TEXT } from './fields';

const PICK = 'Please select a valid account first.';

export const accountPickSchema = {
  type: 'object',
  title: 'Account Assignment',
  properties: {
    account_id: { type: ['integer', 'string'], title: 'Account', maxLength: MAX_ID_TEXT, errorMessage: { type: PICK, maxLength: PICK } },
  },
} as const satisfies Schema;

export type AccountPick = FromSchema<typeof accountPickSchema>;
