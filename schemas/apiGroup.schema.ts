// API group: read-only on the API Groups screen.
import type { FromSchema, Schema } from './ext';
import { anyId, label } from './fields';

export const apiGroupSchema = {
  type: 'object',
  title: 'API Group',
  properties: {
    id: anyId('ID'),
    api_group_name: label('Group Name'),
    api_group_desc: label('Description', 1000),
    application_name: label('Application'),
  },
} as const satisfies Schema;

export type ApiGroup = FromSchema<typeof apiGroupSchema>;
