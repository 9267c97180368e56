// The validators of APIs, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { apiSchema } from './api.schema';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  api: { base: apiSchema, required: { http_method: 'missing URL', url: 'missing URL' } },
} satisfies ValidatorsOf;
