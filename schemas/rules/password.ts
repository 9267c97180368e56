// Password pairs. The strength itself is a schema pattern (fields.ts);
// these rules only say whether the two fields are filled and equal.
import type { StagedRule } from './types';

const PAIR = ['pwd1', 'pwd2'] as const;

/** Add user / API client: both filled and equal, one message for either failure. */
export const passwordsFilledAndEqual: StagedRule = {
  name: 'passwordsFilledAndEqual',
  stage: 'presence',
  check: ({ pwd1, pwd2 }) =>
    pwd1 === undefined || pwd2 === undefined || pwd1 !== pwd2
      ? { message: 'The password fields are empty or do not match', fields: PAIR }
      : undefined,
};

/** Change password: both empty is "required"; one empty or different is a mismatch. */
export const passwordChangePair: StagedRule = {
  name: 'passwordChangePair',
  stage: 'presence',
  check: ({ pwd1, pwd2 }) => {
    if (pwd1 === undefined && pwd2 === undefined) return { message: 'The password fields are required', fields: PAIR };
    if (pwd1 !== pwd2) return { message: 'The password fields do not match', fields: PAIR };
    return undefined;
  },
};
