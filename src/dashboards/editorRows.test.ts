import { describe, expect, it } from 'vitest';
import { validate } from '../../shared/validation/validate';
import {
  accountChoices,
  addPendingRow,
  availableAccounts,
  pageCount,
  pageRows,
  removeRow,
  rowsFromFilters,
  saveBody,
  setAccount,
  setPrograms,
  type AccountRow,
} from './editorRows';

const alpha = { account_id: 1, account_name: 'Alpha Clinic' };
const beta = { account_id: 2, account_name: 'Beta Clinic' };
const gamma = { account_id: 3, account_name: 'Gamma Clinic' };
const program = (program_id: number) => ({ program_id, program_type: 'Outbound', program_name: `Program ${program_id}` });

describe('dashboard editor rows', () => {
  it('offers every account by name, one without a name by its id', () => {
    expect(
      accountChoices([{ account_id: '10002', account_name: 'Zeta' }, { account_id: 10001, account_name: 'Alpha' }, { account_id: 10003 }]),
    ).toEqual([
      { account_id: 10003, account_name: '10003' },
      { account_id: 10001, account_name: 'Alpha' },
      { account_id: 10002, account_name: 'Zeta' },
    ]);
  });

  it('reads the rows of a saved dashboard', () => {
    const rows = rowsFromFilters(JSON.stringify([{ account_id: 1, account_name: 'Alpha Clinic', programs: [program(5)] }]));
    expect(rows).toEqual([{ key: 1, account: alpha, programs: [program(5)] }]);
    expect(rowsFromFilters(undefined)).toEqual([]);
    expect(rowsFromFilters('garbage')).toEqual([]);
  });

  it('allows only one pending row', () => {
    const first = addPendingRow([], 1);
    expect(first).toMatchObject({ blocked: false, rows: [{ key: 1, account: null }] });
    const second = addPendingRow(first.rows, 2);
    expect(second.blocked).toBe(true);
    expect(second.rows).toHaveLength(1);
    const chosen = setAccount(first.rows, 1, alpha);
    expect(addPendingRow(chosen, 2)).toMatchObject({ blocked: false, rows: [{ key: 1 }, { key: 2, account: null }] });
  });

  it('offers only accounts no other row has, and gives a removed account back', () => {
    let rows: AccountRow[] = [
      { key: 1, account: alpha, programs: [] },
      { key: 2, account: beta, programs: [] },
      { key: 3, account: null, programs: [] },
    ];
    expect(availableAccounts([alpha, beta, gamma], rows, 3)).toEqual([gamma]);
    expect(availableAccounts([alpha, beta, gamma], rows, 1)).toEqual([alpha, gamma]);
    rows = removeRow(rows, 2);
    expect(availableAccounts([alpha, beta, gamma], rows, 3)).toEqual([beta, gamma]);
  });

  it('drops the programs when the account changes, keeps them when it stays', () => {
    let rows: AccountRow[] = [{ key: 1, account: alpha, programs: [] }];
    rows = setPrograms(rows, 1, [program(5), program(6)]);
    expect(setAccount(rows, 1, alpha)[0].programs).toHaveLength(2);
    expect(setAccount(rows, 1, beta)[0].programs).toEqual([]);
  });

  it('builds the save body without the pending row, filters as JSON text', () => {
    const rows: AccountRow[] = [
      { key: 1, account: alpha, programs: [program(5)] },
      { key: 2, account: null, programs: [] },
    ];
    const body = saveBody('  Ops  ', ' ', rows);
    expect(body).toEqual({
      name: 'Ops',
      filters: JSON.stringify([{ account_id: 1, account_name: 'Alpha Clinic', programs: [program(5)] }]),
    });
    expect(saveBody('Ops', 'Daily view', rows).description).toBe('Daily view');
  });

  it('gives the required messages in order through the shared validator', () => {
    const message = (name: string, rows: AccountRow[]) => validate('dashboard', saveBody(name, '', rows)).message;
    expect(message('', [])).toBe('Dashboard name cannot be blank');
    expect(message('Ops', [{ key: 1, account: null, programs: [] }])).toBe('Must select at least one account for filter.');
    expect(
      message('Ops', [
        { key: 1, account: alpha, programs: [program(5)] },
        { key: 2, account: beta, programs: [] },
      ]),
    ).toBe('Must select at least one program for filter - Beta Clinic');
    expect(validate('dashboard', saveBody('Ops', '', [{ key: 1, account: alpha, programs: [program(5)] }])).valid).toBe(true);
    expect(validate('dashboard', { name: 'Ops' }).message).toBe('Must select at least one account for filter.');
    expect(validate('dashboard', { name: 'x'.repeat(256), filters: '[]' }).message).toBe('Name must be at most 255 characters');
  });

  it('pages the rows', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(11, 5)).toBe(3);
    expect(pageRows([1, 2, 3, 4, 5, 6, 7], 2, 5)).toEqual([6, 7]);
  });
});
