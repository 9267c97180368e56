import type { Account } from '../../schemas';

/** The picker lists only accounts not yet assigned. */
export const unassignedAccounts = (all: readonly Account[], assigned: readonly Account[]): Account[] => {
  const taken = new Set(assigned.map((a) => String(a.account_id)));
  return all.filter((a) => !taken.has(String(a.account_id)));
};
