// The validators of a channel item's accounts, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { accountPickSchema } from './accountPick.schema';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  // Channel items (email templates...): an account must be picked; no per-item limit.
  accountPick: { base: accountPickSchema, required: { account_id: 'Please select a valid account first.' } },
} satisfies ValidatorsOf;
