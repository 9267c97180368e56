// The validators of short codes, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { shortCodeChecks, shortCodeUpdateChecks } from './rules/shortCode';
import { shortCodeSaveSchema } from './shortCode.schema';
import type { ValidatorsOf } from './validatorSpec';

// Checks 1-7 of docs/requirements.md (Short codes) come first, in order, on the body as typed
// (rules/shortCode.ts); the schema adds lengths and characters.
export const validators = {
  shortCode: { base: shortCodeSaveSchema, required: {}, rules: [shortCodeChecks] },
  shortCodeUpdate: { base: shortCodeSaveSchema, required: {}, rules: [shortCodeUpdateChecks] },
} satisfies ValidatorsOf;
