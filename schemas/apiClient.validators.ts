// The validators of API clients, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { apiClientSchema } from './apiClient.schema';
import { ID_MISSING } from './requiredMessages';
import { passwordsFilledAndEqual } from './rules/password';
import { PERSON_GROUP, PERSON_REQUIRED } from './user.validators';
import type { ValidatorsOf } from './validatorSpec';

export const validators = {
  // The requirements' API-client text has no final period; kept exactly.
  apiClientInsert: {
    base: apiClientSchema,
    required: { ...PERSON_REQUIRED, account_group_id: 'Please select an account group for the user' },
    group: PERSON_GROUP,
    rules: [passwordsFilledAndEqual],
  },
  apiClientUpdate: { base: apiClientSchema, required: { login_id: ID_MISSING, ...PERSON_REQUIRED }, group: PERSON_GROUP },
} satisfies ValidatorsOf;
