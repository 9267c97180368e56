import { describe, expect, it } from 'vitest';
import { assignGroupAccounts } from './assignGroupAccounts';

describe('assignGroupAccounts', () => {
  it('assigns only the group accounts the code lacks, in group order', async () => {
    const calls: [string, Record<string, unknown>][] = [];
    const call = async <T>(endpoint: string, params: Record<string, unknown>): Promise<T> => {
      calls.push([endpoint, params]);
      if (endpoint === 'accountGroup') return { accounts: [{ account_id: 1 }, { account_id: 2 }, { account_id: 3 }] } as T;
      if (endpoint === 'accounts') return [{ account_id: '2' }] as T;
      return {} as T;
    };
    expect(await assignGroupAccounts(call, 9, 5)).toEqual([1, 3]);
    expect(calls).toEqual([
      ['accountGroup', { groupId: 5 }],
      ['accounts', { id: 9 }],
      ['assignAccount', { id: 9, accountId: 1 }],
      ['assignAccount', { id: 9, accountId: 3 }],
    ]);
  });
  it('stops at the first failed assignment', async () => {
    const call = async <T>(endpoint: string, params: Record<string, unknown>): Promise<T> => {
      if (endpoint === 'accountGroup') return { accounts: [{ account_id: 1 }, { account_id: 2 }] } as T;
      if (endpoint === 'accounts') return [] as T;
      if (params.accountId === 1) throw new Error('Account not found');
      return {} as T;
    };
    await expect(assignGroupAccounts(call, 9, 5)).rejects.toThrow('Account not found');
  });
});
