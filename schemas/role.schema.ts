// Role: read-only on the Roles screen.
import type { FromSchema, Schema } from './ext';
import { anyId, label } from './fields';

export const roleSchema = {
  type: 'object',
  title: 'Role',
  properties: {
    role_id: anyId('ID'),
    role_type_code: label('Role Type Code'),
    role_name: label('Role Name'),
    application_type_code: label('Application'),
  },
} as const satisfies Schema;

export type Role = FromSchema<typeof roleSchema>;
