// The users' hand-written record keeping (server/routes/loginHook.ts, shared with the API clients).
// A slink-sisl-admin's new user is given the admin's first group and slink-sisl-user by the
// console's later relationship call, so that create grants nothing (a repeat would be a 409).
import { SISL_ADMIN } from '../language/roles';
import type { ScreenHooks } from '../server/records/recordHookTypes';
import { loginHook } from '../server/routes/loginHook';

export const hooks = { users: loginHook({ other: 'apiclients', grantsOnCreate: (who) => who.role !== SISL_ADMIN }) } satisfies ScreenHooks;
