// The rules of a declared table of rows (RowsTableConfig), as pure functions: what a new row
// holds, whether one more may be added, which rows are locked.
import type { RowsTableConfig } from '../../resources/types';

/** A row as a form holds it: `key` tells rows apart while their values are edited. */
export type TableRow = { key: number } & Record<string, unknown>;

let lastKey = 0;
/** A key no other row of this page has. */
export const rowKey = () => ++lastKey;

/** Rows for a loaded array: each item with a fresh key. */
export const keyedRows = <T extends object>(items: readonly T[]): (T & { key: number })[] =>
  items.map((item) => ({ ...item, key: rowKey() }));

const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** The first name of the pattern no row has: New_Field_01, then New_Field_02... */
export const freeName = (names: readonly unknown[], prefix: string, digits: number): string => {
  const taken = new Set(names.map(String));
  for (let n = 1; ; n++) {
    const name = `${prefix}${String(n).padStart(digits, '0')}`;
    if (!taken.has(name)) return name;
  }
};

/** The row the add button appends; `firstChoice` is the first option's value of that column. */
export const newRowOf = (table: RowsTableConfig, rows: readonly TableRow[], firstChoice?: string): TableRow => {
  const row: TableRow = { key: rowKey(), ...table.newRow.values };
  const { name } = table.newRow;
  if (name)
    row[name.field] = freeName(
      rows.map((r) => r[name.field]),
      name.prefix,
      name.digits,
    );
  if (table.newRow.firstChoice) row[table.newRow.firstChoice] = firstChoice ?? '';
  return row;
};

/** The limit's message when one more new row would pass it. */
export const addProblem = (table: RowsTableConfig, rows: readonly TableRow[]): string | undefined => {
  const limit = table.newRowLimit;
  if (!limit) return undefined;
  return rows.filter((r) => isBlank(r[limit.idField])).length + 1 > limit.max ? limit.message : undefined;
};

/** Whether the row may not be changed or removed, given the form's values. */
export const isRowLocked = (table: RowsTableConfig, row: TableRow, form: Record<string, unknown>): boolean => {
  const lock = table.lockedRows;
  return !!lock && form[lock.when] === true && lock.values.includes(String(row[lock.field]));
};
