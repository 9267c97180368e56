// The users' hand-written record keeping: the account groups and application roles a user is
// given, and the lists answered from them (shared with the API clients: server/routes/loginGrants.ts).
import { loginGrants } from '../server/routes/loginGrants';
import type { ScreenHooks } from '../server/records/recordHookTypes';

export const hooks = { users: loginGrants } satisfies ScreenHooks;
