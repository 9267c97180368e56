// The validators of a password change, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { passwordChangeSchema } from './passwordChange.schema';
import { passwordChangePair } from './rules/password';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  passwordChange: { base: passwordChangeSchema, required: {}, rules: [passwordChangePair] },
} satisfies ValidatorsOf;
