// Assignment of an account group and/or an application role: a role only
// means something within an application, so the two are given together or not at all; and a
// body that gives neither a group nor a role would assign nothing, so it is refused too.
import type { StagedRule } from './types';

export const BOTH_OR_NEITHER = 'You must specify both an application and a role or neither';
export const NOTHING_TO_ASSIGN = 'Please select an account group, or an application and a role';

/** The relationship validator's one rule (schemas/validators.ts lists it by this name). */
export const applicationAndRoleTogether: StagedRule = {
  name: 'applicationAndRoleTogether',
  stage: 'presence',
  check: ({ account_group_id, app_code, role_type_code }) => {
    if ((app_code === undefined) !== (role_type_code === undefined)) {
      return { message: BOTH_OR_NEITHER, fields: ['app_code', 'role_type_code'] };
    }
    if (account_group_id === undefined && app_code === undefined) {
      return { message: NOTHING_TO_ASSIGN, fields: ['account_group_id', 'app_code', 'role_type_code'] };
    }
    return undefined;
  },
};
