// The validators of relationships, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { relationshipSchema } from './relationship.schema';
import { applicationAndRoleTogether } from './rules/relationship';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  relationship: { base: relationshipSchema, required: {}, rules: [applicationAndRoleTogether] },
} satisfies ValidatorsOf;
