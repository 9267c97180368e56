// The users' hand-written record keeping (server/routes/loginHook.ts, shared with the API clients).
// A slink-sisl-admin sees and makes only SISL users (the SISL Users screen): of its own account
// groups, holding no role but slink-sisl-user; its new users pass the SISL user's checks and are
// given the admin's first group and slink-sisl-user by the console's later relationship call, so
// their create grants nothing (a repeat would be a 409).
import { SISL_ADMIN } from '../language/roles';
import type { ScreenHooks } from '../server/records/recordHookTypes';
import { sislAdminSees } from '../server/routes/loginGrants';
import { loginHook } from '../server/routes/loginHook';

const SISL = 'SISL';

export const hooks = {
  users: {
    ...loginHook({ other: 'apiclients', grantsOnCreate: (who) => who.role !== SISL_ADMIN }),
    view: (who) =>
      who.role === SISL_ADMIN
        ? { sees: (row) => row.user_type === SISL && sislAdminSees(row, who), validator: 'sislUserInsert', starts: { user_type: SISL } }
        : undefined,
  },
} satisfies ScreenHooks;
