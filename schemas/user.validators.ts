// The validators of users, beside their schema (found by file: tools/screenFiles.ts).
// Apart from the schema file so they load with the forms, not on the first screen.
import { ID_MISSING } from './requiredMessages';
import { passwordsFilledAndEqual } from './rules/password';
import { userSchema } from './user.schema';
import type { ValidatorsOf } from './validatorSpec';

/** The person fields every user-shaped validator requires, reported together when several are missing. */
export const PERSON_REQUIRED = {
  email: 'Email address is required',
  first_name: 'First name is required',
  last_name: 'Last name is required',
} as const;
export const PERSON_GROUP = ['email', 'first_name', 'last_name'] as const;

export const validators = {
  userInsert: {
    base: userSchema,
    required: { ...PERSON_REQUIRED, account_group_id: 'Please select an account group for the user.' },
    group: PERSON_GROUP,
    rules: [passwordsFilledAndEqual],
  },
  userUpdate: { base: userSchema, required: { login_id: ID_MISSING, ...PERSON_REQUIRED }, group: PERSON_GROUP },
  // Limited-type users get no password and the admin's first account group.
  sislUserInsert: { base: userSchema, required: PERSON_REQUIRED, group: PERSON_GROUP },
} satisfies ValidatorsOf;
