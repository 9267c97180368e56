// The API clients' hand-written record keeping (server/routes/loginHook.ts, shared with the users).
import type { ScreenHooks } from '../server/records/recordHookTypes';
import { loginHook } from '../server/routes/loginHook';

export const hooks = { apiclients: loginHook({ other: 'users' }) } satisfies ScreenHooks;
