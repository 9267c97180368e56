import { describe, expect, it } from 'vitest';
import { dashboardFiltersComplete, parseFilters } from './dashboardFilters';

const check = (filters: unknown) => dashboardFiltersComplete.check(filters === undefined ? {} : { filters })?.message;
const filter = (account_id: number, account_name: string, programs: number[]) => ({
  account_id,
  account_name,
  programs: programs.map((program_id) => ({ program_id, program_name: `P${program_id}`, program_type: 'Outbound' })),
});

describe('dashboard filters rule', () => {
  it('leaves a missing value to the required message', () => expect(check(undefined)).toBeUndefined());

  it('needs at least one account', () => expect(check('[]')).toBe('Must select at least one account for filter.'));

  it('needs a program for each account, naming the first account without one', () => {
    const text = JSON.stringify([filter(1, 'Alpha Clinic', [5]), filter(2, 'Beta Clinic', []), filter(3, 'Gamma', [])]);
    expect(check(text)).toBe('Must select at least one program for filter - Beta Clinic');
  });

  it('names the account by id when the name is missing', () => {
    expect(check(JSON.stringify([{ account_id: 42, programs: [] }]))).toBe('Must select at least one program for filter - 42');
  });

  it('refuses an account chosen twice', () => {
    expect(check(JSON.stringify([filter(1, 'Alpha', [5]), filter(1, 'Alpha', [6])]))).toBe('The account Alpha is selected more than once');
  });

  it('refuses text that is not a list of filters', () => {
    for (const bad of [
      'not json',
      '{}',
      '[{"account_id":"x","programs":[]}]',
      '[{"account_id":1}]',
      '[{"account_id":1,"programs":[{"program_id":0}]}]',
    ]) {
      expect(check(bad)).toMatch(/must be a JSON list/);
    }
    expect(parseFilters(42)).toBeUndefined();
  });

  it('accepts complete filters', () => {
    expect(check(JSON.stringify([filter(1, 'Alpha', [5, 6]), filter(2, 'Beta', [7])]))).toBeUndefined();
    expect(parseFilters(JSON.stringify([filter(1, 'Alpha', [5])]))).toHaveLength(1);
  });
});
