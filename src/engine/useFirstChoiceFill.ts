import { useEffect, useRef } from 'react';
import type { RowsTableConfig } from '../../language/types';
import { isSavedRow, type TableRow } from './tableRows';

/**
 * A new row takes the first option of its `firstChoice` column. Rows added before those options
 * arrived (a quick click while the form loads) get it once they do, as if added a moment later;
 * a value chosen since is kept.
 */
export function useFirstChoiceFill<R extends { key: number }>(
  table: RowsTableConfig,
  rows: readonly R[],
  onChange: (rows: R[]) => void,
  first: string | undefined,
): void {
  const known = useRef(first);
  useEffect(() => {
    const field = table.newRow.firstChoice;
    if (!field || first === undefined || known.current === first) return;
    known.current = first;
    const waiting = (row: R) => !isSavedRow(table, row) && (row as unknown as TableRow)[field] === '';
    if (rows.some(waiting)) onChange(rows.map((row) => (waiting(row) ? { ...row, [field]: first } : row)));
  }, [table, rows, onChange, first]);
}
