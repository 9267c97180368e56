// The API clients' hand-written record keeping: the account groups and application roles a client
// is given, and the lists answered from them (shared with the users: server/routes/loginGrants.ts).
import { loginGrants } from '../server/routes/loginGrants';
import type { ScreenHooks } from '../server/records/recordHookTypes';

export const hooks = { apiclients: loginGrants } satisfies ScreenHooks;
