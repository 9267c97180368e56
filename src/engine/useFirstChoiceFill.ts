import { useEffect, useRef } from 'react';
import type { RowsTableConfig } from '../../language/types';
import { firstChoiceFields, isSavedRow, type TableRow } from './tableRows';

/**
 * A new row takes the first option of each column that takes one (firstChoiceFields). Rows added
 * before those options arrived (a quick click while the form loads) get it once they do, as if
 * added a moment later; a value chosen since is kept.
 */
export function useFirstChoiceFill<R extends { key: number }>(
  table: RowsTableConfig,
  rows: readonly R[],
  onChange: (rows: R[]) => void,
  firsts: Readonly<Record<string, string>>,
): void {
  const known = useRef(firsts);
  useEffect(() => {
    const arrived = firstChoiceFields(table).filter((field) => firsts[field] !== undefined && known.current[field] !== firsts[field]);
    if (arrived.length === 0) return;
    known.current = { ...known.current, ...Object.fromEntries(arrived.map((field) => [field, firsts[field]!])) };
    const cell = (row: R, field: string) => (row as unknown as TableRow)[field];
    const waiting = (row: R) => !isSavedRow(table, row) && arrived.some((field) => cell(row, field) === '');
    if (rows.some(waiting))
      onChange(
        rows.map((row) =>
          waiting(row)
            ? { ...row, ...Object.fromEntries(arrived.filter((field) => cell(row, field) === '').map((field) => [field, firsts[field]])) }
            : row,
        ),
      );
  }, [table, rows, onChange, firsts]);
}
