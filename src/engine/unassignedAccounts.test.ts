import { describe, expect, it } from 'vitest';
import { unassignedAccounts } from './unassignedAccounts';

describe('account picker', () => {
  it('offers only accounts not yet assigned, ids compared as text', () => {
    const all = [
      { account_id: 1, account_name: 'A' },
      { account_id: 2, account_name: 'B' },
      { account_id: 3, account_name: 'C' },
    ];
    expect(unassignedAccounts(all, [{ account_id: '2', account_name: 'B' }]).map((a) => a.account_id)).toEqual([1, 3]);
    expect(unassignedAccounts(all, [])).toHaveLength(3);
  });
});
