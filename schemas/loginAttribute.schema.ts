// Login attributes: a stored attribute (id, attribute, value), the body that
// assigns one (attribute_id, attribute_value; docs/platform-api.md) and the attribute types.
import type { FromSchema, Schema } from './ext';
import { anyId, integerId, label, text } from './fields';

export const loginAttributeSchema = {
  type: 'object',
  title: 'Login Attribute',
  properties: {
    id: anyId('ID'),
    attribute: label('Attribute'),
    value: label('Value'),
    attribute_id: integerId('Attribute Type'),
    attribute_value: text('Attribute Value'),
    /** the login the row belongs to (a create's answer carries it) */
    login_id: anyId('Login'),
  },
} as const satisfies Schema;

export type LoginAttribute = FromSchema<typeof loginAttributeSchema>;

export const attributeTypeSchema = {
  type: 'object',
  title: 'Attribute Type',
  properties: {
    attribute_id: anyId('ID'),
    attribute_name: label('Attribute Type'),
  },
} as const satisfies Schema;

export type AttributeType = FromSchema<typeof attributeTypeSchema>;
