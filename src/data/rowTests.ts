// The tests of a list's filter keys other than the text box, each built once per question and
// run on row positions: a declared filter (equality, or membership in an array of objects), a
// column filter (columnFilters.ts), else equality with the field of that name.
import type { ListFilterSpec } from '../../language/types';
import { columnTest, type PositionTest } from './columnFilters';
import type { FilterKind } from './filterKinds';

type Rows = readonly Record<string, unknown>[];

/** What a list's filter keys mean besides the text box: its declared filters, and its columns' filter kinds. */
export interface RowFilters {
  filters?: Record<string, ListFilterSpec>;
  kinds?: Record<string, FilterKind>;
}

const equals = (rows: Rows, spec: ListFilterSpec, wanted: unknown): PositionTest => {
  const { source, arrayKey } = spec;
  if (arrayKey)
    return (i) => {
      const value = rows[i][source];
      return Array.isArray(value) && value.some((item) => String((item as Record<string, unknown>)?.[arrayKey]) === String(wanted));
    };
  return (i) => String(rows[i][source]) === String(wanted);
};

/**
 * The test of each filter key that is set: a declared filter, a column filter (an object value
 * under a column with a filter kind: columnFilters.ts; one that makes no sense is ignored), or
 * else equality with the field of that name.
 */
export const rowTests = (rows: Rows, others: [string, unknown][], { filters = {}, kinds = {} }: RowFilters): PositionTest[] =>
  others.flatMap(([key, value]) => {
    const declared = filters[key];
    if (!declared && kinds[key] && value !== null && typeof value === 'object') return columnTest(rows, key, kinds[key], value) ?? [];
    return [equals(rows, declared ?? { source: key }, value)];
  });
