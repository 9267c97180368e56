// The rules of a declared table of rows (RowsTableConfig), as pure functions: what a new row
// holds, whether one more may be added, which cells are marked, when a removal asks.
import type { RowsTableConfig } from '../../language/types';
import { isBlank } from '../../schemas/rules/normalise';
import { rowRules } from '../../schemas/rules/rowRules';

/** A row as a form holds it: `key` tells rows apart while their values are edited. */
export type TableRow = { key: number } & Record<string, unknown>;

let lastKey = 0;
/** A key no other row of this page has. */
export const rowKey = () => ++lastKey;

/** A row as sent: without the key that tells rows apart on the page. */
export const sentRow = ({ key: _key, ...row }: TableRow) => row;

/** Rows for a loaded array: each item with a fresh key. */
export const keyedRows = <T extends object>(items: readonly T[]): (T & { key: number })[] =>
  items.map((item) => ({ ...item, key: rowKey() }));

/**
 * A table's rows for a loaded array: keyed, each column's value as its input holds it (text, a
 * blank for none: a select's option values are text).
 */
export const tableRowsOf = (table: RowsTableConfig, items: readonly object[]): TableRow[] =>
  keyedRows(items).map((row) => {
    const cells: TableRow = { ...row };
    for (const { source } of table.columns) cells[source] = isBlank(cells[source]) ? '' : String(cells[source]);
    return cells;
  });

/** A screen's row read by field name (its own type is the screen's; the declarations name fields). */
const fieldsOf = (row: object) => row as Record<string, unknown>;

/** The columns a new row takes the first loaded choice of: those with loaded choices `newRow.values` leaves out. */
export const firstChoiceFields = (table: RowsTableConfig): string[] =>
  table.columns.filter((c) => c.choices && !(c.source in table.newRow.values)).map((c) => c.source);

/** The row the add button appends; `firsts`: the first option's value of each column that takes one. */
export const newRowOf = (table: RowsTableConfig, rows: readonly TableRow[], firsts: Readonly<Record<string, string>> = {}): TableRow => ({
  key: rowKey(),
  ...table.newRow.values,
  ...(table.rule && rowRules[table.rule].newRow?.(rows)),
  ...Object.fromEntries(firstChoiceFields(table).map((field) => [field, firsts[field] ?? ''])),
});

/** Whether the platform holds the row already (see RowsTableConfig.newRow.savedBy). */
export const isSavedRow = (table: RowsTableConfig, row: object): boolean => {
  const by = table.newRow.savedBy;
  if (!by) return false;
  const id = fieldsOf(row)[by];
  return !isBlank(id) && id !== table.newRow.values[by];
};

/** The table rule's message when one more row may not be added. */
export const addProblem = (table: RowsTableConfig, rows: readonly TableRow[]): string | undefined =>
  table.rule && rowRules[table.rule].adding?.(rows);

/** The table rule's messages of single cells, by `${row.key}:${field}`, the first for each cell. */
export const cellProblems = (table: RowsTableConfig, rows: readonly TableRow[], values: Record<string, unknown>) => {
  const cells: Record<string, string> = {};
  const problems = (table.rule && rowRules[table.rule].cells?.(rows, values)) || [];
  for (const p of problems) cells[`${rows[p.row]?.key}:${p.field}`] ??= p.message;
  return cells;
};

/** Whether removing the row asks first: not for a new row whose columns are all blank (nothing is lost). */
export const removalAsks = (table: RowsTableConfig, row: object): boolean =>
  isSavedRow(table, row) || table.columns.some(({ source }) => !isBlank(fieldsOf(row)[source]));

/** The values a removal text interpolates: the row's fields, blank ones as `blank`. */
export const removalValues = (row: object, blank = ''): Record<string, unknown> =>
  Object.fromEntries(Object.entries(fieldsOf(row)).map(([k, v]) => [k, isBlank(v) ? blank : v]));
