// Relationship body: assigns an account group and/or an application role to a login
// (POST /auth/users/{id}/relationship; docs/platform-api.md).
import type { FromSchema, Schema } from './ext';
import { integerId, label } from './fields';

export const relationshipSchema = {
  type: 'object',
  title: 'User Assignment',
  properties: {
    action: {
      type: 'string',
      title: 'Action',
      enum: ['add'],
      errorMessage: { type: "Action must be 'add'", enum: "Action must be 'add'" },
    },
    account_group_id: integerId('Account Group'),
    app_code: label('Application'),
    role_type_code: label('Role'),
  },
} as const satisfies Schema;

export type Relationship = FromSchema<typeof relationshipSchema>;
