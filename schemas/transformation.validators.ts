// The validators of transformations, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { mappingsComplete } from './rules/transformationMapping';
import { transformationAccountSchema, transformationMappingsSchema, transformationSchema } from './transformation.schema';
import type { ValidatorsOf } from './validatorSpec';

// Details and the mapping list are two calls (docs/requirements.md, Transformations).
export const validators = {
  transformation: { base: transformationSchema, required: { name: 'Name cannot be empty' } },
  transformationMappings: {
    base: transformationMappingsSchema,
    required: { mappings: 'The mapping list is missing' },
    rules: [mappingsComplete],
  },
  transformationAccount: { base: transformationAccountSchema, required: { account_id: 'Please select an account to assign' } },
} satisfies ValidatorsOf;
