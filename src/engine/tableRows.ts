// The rules of a declared table of rows (RowsTableConfig), as pure functions: what a new row
// holds, whether one more may be added, which rows repeat another.
import type { RowsTableConfig } from '../../language/types';
import { isBlank } from '../../schemas/rules/normalise';

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

/** Whether the platform holds the row already (see RowsTableConfig.newRow.savedBy). */
export const isSavedRow = (table: RowsTableConfig, row: object): boolean => {
  const by = table.newRow.savedBy;
  if (!by) return false;
  const id = fieldsOf(row)[by];
  return !isBlank(id) && id !== table.newRow.values[by];
};

/** The limit's message when one more new row would pass it. */
export const addProblem = (table: RowsTableConfig, rows: readonly TableRow[]): string | undefined => {
  const limit = table.newRow.limit;
  if (!limit) return undefined;
  return rows.filter((r) => !isSavedRow(table, r)).length + 1 > limit.max ? limit.message : undefined;
};

/** Whether removing the row asks first: not for a new row whose declared fields are all blank. */
export const removalAsks = (table: RowsTableConfig, row: object): boolean => {
  const blankFields = table.remove.noQuestionForBlank;
  if (!blankFields) return true;
  return isSavedRow(table, row) || blankFields.some((f) => !isBlank(fieldsOf(row)[f]));
};

/** The values a removal text interpolates: the row's fields (blank ones as `blank`) and its name. */
export const removalValues = (table: RowsTableConfig, row: object, blank = '') => {
  const fields = fieldsOf(row);
  const values: Record<string, unknown> = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, isBlank(v) ? blank : v]));
  return { ...values, name: table.remove.nameField ? String(fields[table.remove.nameField] ?? '') : '' };
};

/** The rows repeating an earlier row's values of a `cellChecks.unique` declaration: row index, field and message key. */
export const repeatedRows = (table: RowsTableConfig, rows: readonly TableRow[]) =>
  (table.cellChecks?.unique ?? []).flatMap(({ fields, message }) => {
    const seen = new Set<string>();
    return rows.flatMap((row, index) => {
      const values = fields.map((f) => String(row[f] ?? '').trim());
      if (values.every((v) => v === '')) return [];
      const key = JSON.stringify(values);
      if (!seen.has(key)) return (seen.add(key), []);
      return [{ row: index, field: fields[fields.length - 1]!, message }];
    });
  });
