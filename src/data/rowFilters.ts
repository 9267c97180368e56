// The tests of a list's filter keys other than the text box, each built once per question and
// run on row positions: a picker's filter (equality of a dotted path, through a list of objects
// to any of them), a column filter (columnFilters.ts), else equality with the field of that name.
import { columnTest, type PositionTest } from './columnFilters';
import type { FilterKind } from './filterKinds';

type Rows = readonly Record<string, unknown>[];

/** What a list's filter keys mean besides the text box: its picker's field, and its columns' filter kinds. */
export interface RowFilters {
  filters?: Record<string, string>;
  kinds?: Record<string, FilterKind>;
}

/** The values at `keys` under `value`: a list of objects on the way gives each one's. */
const valuesAt = (value: unknown, keys: readonly string[]): unknown[] => {
  if (keys.length === 0) return [value];
  if (Array.isArray(value)) return value.flatMap((item) => valuesAt(item, keys));
  return value !== null && typeof value === 'object' ? valuesAt((value as Record<string, unknown>)[keys[0]!], keys.slice(1)) : [];
};

const equals = (rows: Rows, keys: readonly string[], wanted: unknown): PositionTest => {
  if (keys.length === 1) return (i) => String(rows[i][keys[0]!]) === String(wanted);
  return (i) => valuesAt(rows[i][keys[0]!], keys.slice(1)).some((value) => String(value) === String(wanted));
};

/**
 * The test of each filter key that is set: a picker's filter, a column filter (an object value
 * under a column with a filter kind: columnFilters.ts; one that makes no sense is ignored), or
 * else equality with the field of that name.
 */
export const rowFilterTests = (rows: Rows, others: [string, unknown][], { filters = {}, kinds = {} }: RowFilters): PositionTest[] =>
  others.flatMap(([key, value]) => {
    const declared = filters[key];
    if (!declared && kinds[key] && value !== null && typeof value === 'object') return columnTest(rows, key, kinds[key], value) ?? [];
    return [equals(rows, declared ? declared.split('.') : [key], value)];
  });
