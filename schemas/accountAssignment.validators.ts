// The validators of an account group's accounts, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { accountAssignmentSchema } from './accountAssignment.schema';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  accountAssignment: { base: accountAssignmentSchema, required: { account_id: 'Please select a valid account first.' } },
} satisfies ValidatorsOf;
