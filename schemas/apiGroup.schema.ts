// API group: read-only on the API Groups screen.
import type { FromSchema, Schema } from './ext';
import { label } from './fields';

export const apiGroupSchema = {
  type: 'object',
  title: 'API Group',
  properties: {
    id: { type: ['integer', 'string'], title: 'ID' },
    api_group_name: label('Group Name'),
    api_group_desc: label('Description'),
    application_name: label('Application'),
  },
} as const satisfies Schema;

export type ApiGroup = FromSchema<typeof apiGroupSchema>;
