// Custom data transformation: a named value-mapping table with an
// output type. The details and the mapping list are saved by two calls (as the forms require), so each
// has its own schema and validator; the mapping rules a schema cannot express (blank values,
// the Integer output, repeated Map From values) are in rules/transformationMapping.ts.
import type { FromSchema, Schema } from './ext';
import { anyId, list, MAX_ID_TEXT, MSG, paragraph, text } from './fields';

export const OUTPUT_TYPES = ['String', 'Integer'] as const;
export const DEFAULT_OUTPUT_TYPE = 'String';
export const MAX_TRANSFORMATION_NAME = 500;
export const MAX_TRANSFORMATION_DESCRIPTION = 1000;
export const MAX_MAPPING_VALUE = 100;
/** Not in the requirements: a mapping table of at most 10000 rows, a value list far longer than any screen pages through. */
export const MAX_MAPPINGS = 10_000;

const OUTPUT_TYPE_MESSAGE = 'Output Data Type must be String or Integer';
// Mapped values are data, not prose: quotes and angle brackets ('<5' => 'low') are allowed,
// only control characters are refused (they never come from a form and break exports).
const NO_CONTROL = '^[^\\u0000-\\u001F\\u007F]*$';

export const transformationSchema = {
  type: 'object',
  title: 'Transformation',
  properties: {
    api_link_transform_rule_id: anyId('ID'),
    name: text('Name', MAX_TRANSFORMATION_NAME),
    description: paragraph('Description', MAX_TRANSFORMATION_DESCRIPTION),
    output_type: {
      type: 'string',
      title: 'Output Data Type',
      enum: OUTPUT_TYPES,
      default: DEFAULT_OUTPUT_TYPE,
      errorMessage: { type: OUTPUT_TYPE_MESSAGE, enum: OUTPUT_TYPE_MESSAGE },
    },
    in_use: { type: 'boolean', title: 'In Use' },
    accounts_assigned: { type: 'integer', title: 'Accounts' },
  },
} as const satisfies Schema;

export type Transformation = FromSchema<typeof transformationSchema>;

const mappingValue = <T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: MAX_MAPPING_VALUE,
    pattern: NO_CONTROL,
    errorMessage: { type: `${title} must be text`, maxLength: `${title} must be at most 100 characters`, pattern: MSG.invalidChars },
  }) as const;

// A part of another schema, not an entity: not exported (every exported <name>Schema is one).
const transformationMappingSchema = {
  type: 'object',
  title: 'Mapping',
  properties: {
    // 0 marks a new row.
    mapping_id: {
      type: 'integer',
      title: 'Mapping ID',
      minimum: 0,
      errorMessage: { type: 'Mapping ID must be a whole number', minimum: 'Mapping ID must be a whole number' },
    },
    map_from: mappingValue('Map From'),
    map_to: mappingValue('Map To'),
  },
} as const satisfies Schema;

export type TransformationMapping = FromSchema<typeof transformationMappingSchema>;

/**
 * The body of PUT .../mappings, checked together with the transformation's output type (the
 * console sends the type it is saving; the platform adds the stored one).
 */
export const transformationMappingsSchema = {
  type: 'object',
  title: 'Mappings',
  properties: {
    output_type: transformationSchema.properties.output_type,
    mappings: list('Mappings', transformationMappingSchema, MAX_MAPPINGS, { type: 'Mappings must be a list' }),
  },
} as const satisfies Schema;

export type TransformationMappings = FromSchema<typeof transformationMappingsSchema>;

/** Assigning an account to a transformation: the picked account and nothing else (no limit). */
export const transformationAccountSchema = {
  type: 'object',
  title: 'Account Assignment',
  properties: {
    account_id: {
      type: ['integer', 'string'],
      title: 'Account',
      maxLength: MAX_ID_TEXT,
      pattern: '^\\d+$',
      errorMessage: { type: MSG.integer, maxLength: MSG.integer, pattern: MSG.integer },
    },
    assigned_count: { type: 'integer', title: 'Assigned Accounts', minimum: 0 },
  },
} as const satisfies Schema;
