import { describe, expect, it } from 'vitest';
import type { LoginRecord } from '../types';
import { setPrimaryGroup } from './primaryGroup';

const login = (ids: number[]) => ({ account_group_ids: ids }) as LoginRecord;

describe('setPrimaryGroup', () => {
  it('replaces the first group and keeps the others', () => {
    const l = login([1, 2, 3]);
    setPrimaryGroup(l, 7);
    expect(l.account_group_ids).toEqual([7, 2, 3]);
  });

  it('moves a group the login already has to the front, once', () => {
    const l = login([1, 2, 3]);
    setPrimaryGroup(l, 3);
    expect(l.account_group_ids).toEqual([3, 2]);
  });

  it('gives a login without groups its first one; clearing removes only the first', () => {
    const l = login([]);
    setPrimaryGroup(l, 4);
    expect(l.account_group_ids).toEqual([4]);
    const m = login([1, 2]);
    setPrimaryGroup(m, undefined);
    expect(m.account_group_ids).toEqual([2]);
  });

  it('the same group changes nothing', () => {
    const l = login([1, 2]);
    setPrimaryGroup(l, 1);
    expect(l.account_group_ids).toEqual([1, 2]);
  });
});
