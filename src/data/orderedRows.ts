// The filtered and sorted rows of a cached list, kept for the last filter and sort asked of it:
// changing page asks the same again, and sorting 100k rows for each page change would cost
// about half a second (bench/). A new list object (after a mutation) starts afresh.
import type { ListFilterSpec } from '../../resources/types';
import { filterRows, sortRows, type IndexedList, type Row } from './listQuery';

const last = new WeakMap<IndexedList, { key: string; rows: Row[] }>();

export const orderedRows = (
  list: IndexedList,
  filter: Record<string, unknown>,
  specs: Record<string, ListFilterSpec> | undefined,
  sort: { field?: string; order?: string } | undefined,
): Row[] => {
  const key = JSON.stringify([filter, sort?.field, sort?.order]);
  const kept = last.get(list);
  if (kept?.key === key) return kept.rows;
  const rows = sortRows(filterRows(list, filter, specs), sort?.field, sort?.order);
  last.set(list, { key, rows });
  return rows;
};
