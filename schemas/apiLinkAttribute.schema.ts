// API link attributes and their data types. The attributes of a link are
// saved as a whole array (PUT /api-link-service/api-link-attributes/{id}).
import type { FromSchema, Schema } from './ext';
import { anyId, bounded, label, list, MAX_LIST } from './fields';

export const apiDataTypeSchema = {
  type: 'object',
  title: 'Data type',
  properties: {
    api_data_type_id: { type: 'integer', title: 'ID' },
    name: label('Name'),
  },
} as const satisfies Schema;
export type ApiDataType = FromSchema<typeof apiDataTypeSchema>;

/**
 * Not in the requirements (they limit the new rows of one save to 10): at most 200 attributes a
 * link, a name up to 255 characters (the default text input), a description, default and test
 * value up to 1000.
 */
export const MAX_ATTRIBUTES = 200;
export const MAX_ATTRIBUTE_TEXT = 1000;

export const apiLinkAttributeSchema = {
  type: 'object',
  title: 'API Link Attribute',
  properties: {
    /** absent for a row not saved yet */
    api_link_attribute_id: anyId('ID'),
    api_data_type_id: anyId('Field Type'),
    name: bounded('Field Name'),
    description: bounded('Field Description', MAX_ATTRIBUTE_TEXT),
    default_value: bounded('Default value', MAX_ATTRIBUTE_TEXT),
    test_value: bounded('Test value', MAX_ATTRIBUTE_TEXT),
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
    api_link_attributes: list('API Link Attributes', { ...apiLinkAttributeSchema, errorMessage: ATTRIBUTES_MESSAGES.row }, MAX_ATTRIBUTES, {
      type: ATTRIBUTES_MESSAGES.missing,
    }),
    /** validation only: the data types, so the rules know which one is header */
    data_types: list('Data types', apiDataTypeSchema, MAX_LIST),
  },
} as const satisfies Schema;
export type ApiLinkAttributesSave = FromSchema<typeof apiLinkAttributesSaveSchema>;
