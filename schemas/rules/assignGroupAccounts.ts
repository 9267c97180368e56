// The short code form's account-group dropdown (hidden for SISL users), a named save step (saveSteps.ts).
// The requirements do not say what it does; here it saves typing: on save, every account of the chosen
// group that the code does not have yet is assigned to it, through the code's own assignment
// call. The call keys are the short code screen's endpoint table.
type Call = <T>(endpoint: string, params: Record<string, unknown>) => Promise<T>;

interface AccountRef {
  account_id: number | string;
}

/** Assigns the group's missing accounts one by one; returns the ids added. */
export const assignGroupAccounts = async (call: Call, shortCodeId: unknown, groupId: unknown): Promise<(number | string)[]> => {
  const group = await call<{ accounts?: AccountRef[] }>('accountGroup', { groupId });
  const assigned = await call<AccountRef[]>('accounts', { id: shortCodeId });
  const have = new Set(assigned.map((a) => String(a.account_id)));
  const added: (number | string)[] = [];
  for (const { account_id } of group.accounts ?? []) {
    if (have.has(String(account_id))) continue;
    await call('assignAccount', { id: shortCodeId, accountId: account_id });
    added.push(account_id);
  }
  return added;
};
