// Accounts as the platform answers them in a record's answers and its accounts list: by id, in
// stored order or by name.
import type { Account, Data } from '../types';

// Accounts by id, made once per accounts list rather than once per answered record (a list of
// records asks for each row's accounts). No call changes the accounts list; a demo reset
// replaces it whole, which makes a new map.
const byIdMaps = new WeakMap<readonly Account[], Map<number, Account>>();
const accountsById = (accounts: readonly Account[]) => {
  let map = byIdMaps.get(accounts);
  if (!map) byIdMaps.set(accounts, (map = new Map(accounts.map((a) => [a.account_id, a]))));
  return map;
};

/** The accounts of `ids` as the platform answers them, in the stored order (ids naming no account left out). */
export const accountsOf = (data: Data, ids: readonly number[]): Pick<Account, 'account_id' | 'account_name'>[] => {
  const byId = accountsById(data.accounts);
  return ids.flatMap((id) => {
    const a = byId.get(id);
    return a ? [{ account_id: a.account_id, account_name: a.account_name }] : [];
  });
};

/** The accounts of `ids` as the platform answers them, in account-name order. */
export const renderAccounts = (data: Data, ids: readonly number[]): Pick<Account, 'account_id' | 'account_name'>[] =>
  accountsOf(data, ids).sort((a, b) => a.account_name.localeCompare(b.account_name));
