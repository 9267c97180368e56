// API link attributes and their data types. The attributes of a link are
// saved as a whole array (PUT /api-link-service/api-link-attributes/{id}).
import type { FromSchema, Schema } from './ext';
import { label } from './fields';

export const apiDataTypeSchema = {
  type: 'object',
  title: 'Data type',
  properties: {
    api_data_type_id: { type: 'integer', title: 'ID' },
    name: label('Name'),
  },
} as const satisfies Schema;
export type ApiDataType = FromSchema<typeof apiDataTypeSchema>;

export const apiLinkAttributeSchema = {
  type: 'object',
  title: 'API Link Attribute',
  properties: {
    /** absent for a row not saved yet */
    api_link_attribute_id: { type: ['integer', 'string'], title: 'ID' },
    api_data_type_id: { type: ['integer', 'string'], title: 'Field Type' },
    name: { type: 'string', title: 'Field Name' },
    description: { type: 'string', title: 'Field Description' },
    default_value: { type: 'string', title: 'Default value' },
    test_value: { type: 'string', title: 'Test value' },
  },
} as const satisfies Schema;
export type ApiLinkAttribute = FromSchema<typeof apiLinkAttributeSchema>;

export const ATTRIBUTES_MESSAGES = {
  missing: 'API Link attributes must be a list',
  row: 'Each API Link attribute must have a field type, a field name, a description, a default value and a test value as text',
} as const;

export const apiLinkAttributesSaveSchema = {
  type: 'object',
  title: 'API Link Attributes',
  properties: {
    api_link_attributes: {
      type: 'array',
      title: 'API Link Attributes',
      items: { ...apiLinkAttributeSchema, errorMessage: ATTRIBUTES_MESSAGES.row },
      errorMessage: { type: ATTRIBUTES_MESSAGES.missing },
    },
    /** validation only: the data types, so the rules know which one is header */
    data_types: { type: 'array', title: 'Data types', items: apiDataTypeSchema },
  },
} as const satisfies Schema;
export type ApiLinkAttributesSave = FromSchema<typeof apiLinkAttributesSaveSchema>;
