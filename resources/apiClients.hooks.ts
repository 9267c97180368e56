// The API clients' hand-written record keeping (resources/loginHook.ts, shared with the users).
import type { ScreenHooks } from '../server/records/recordHookTypes';
import { loginHook } from './loginHook';

export const hooks = { apiclients: loginHook({ other: 'users' }) } satisfies ScreenHooks;
