// Assignment of an application role (seed 000 section 5): a role only means something within
// an application, so the two are given together or not at all.
import type { StagedRule } from './types';

export const applicationAndRoleTogether: StagedRule = {
  name: 'applicationAndRoleTogether',
  stage: 'presence',
  check: ({ app_code, role_type_code }) =>
    (app_code === undefined) !== (role_type_code === undefined)
      ? { message: 'You must specify both an application and a role or neither', fields: ['app_code', 'role_type_code'] }
      : undefined,
};
