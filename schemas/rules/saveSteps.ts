// Named second save steps (a form config's `next.step`): calls a single declared call cannot
// express. Each gets the screen's calls by endpoint key and the step's `from` values, resolved.
import { assignGroupAccounts } from './assignGroupAccounts';
import { isBlank } from './normalise';

export type StepCall = <T>(endpoint: string, params: Record<string, unknown>) => Promise<T>;

export const saveSteps = {
  /** every account of the chosen group that the record lacks is assigned to it; no group chosen, no call */
  assignGroupAccounts: async (call: StepCall, params: Record<string, unknown>) =>
    isBlank(params.groupId) ? [] : assignGroupAccounts(call, params.id, params.groupId),
} as const satisfies Record<string, (call: StepCall, params: Record<string, unknown>) => Promise<unknown>>;

export type SaveStepName = keyof typeof saveSteps;
