// Change password body (POST /auth/password; docs/platform-api.md), used by My Settings and by
// the admin's Password row action. Match and emptiness are rules (rules/password.ts).
import type { FromSchema, Schema } from './ext';
import { bounded, email, label, password } from './fields';

export const passwordChangeSchema = {
  type: 'object',
  title: 'Change Password',
  properties: {
    email: email('Email'),
    first_name: label('First Name'),
    last_name: label('Last Name'),
    oldpwd: bounded('Current Password'),
    pwd1: password('Password'),
    pwd2: bounded('Retype Password'),
    action: {
      type: 'string',
      title: 'Action',
      enum: ['update'],
      errorMessage: { type: "Action must be 'update'", enum: "Action must be 'update'" },
    },
    password: bounded('Password'),
  },
} as const satisfies Schema;

export type PasswordChange = FromSchema<typeof passwordChangeSchema>;
