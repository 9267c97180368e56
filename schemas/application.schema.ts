// Application: the pickers' source for roles and IP ranges.
import type { FromSchema, Schema } from './ext';
import { label } from './fields';

export const applicationSchema = {
  type: 'object',
  title: 'Application',
  properties: {
    application_type_code: label('Application Code'),
    application_name: label('Application'),
  },
} as const satisfies Schema;

export type Application = FromSchema<typeof applicationSchema>;
