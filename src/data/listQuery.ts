// The platform returns whole lists; react-admin asks for pages. Order: filter, then sort,
// then page, so page counts reflect the filtered rows.
import type { ListFilterSpec } from '../../resources/types';

export interface Row {
  id: string | number;
  [key: string]: unknown;
}

export interface IndexedList {
  rows: Row[];
  /** lower-cased text of the searchable fields, one entry per row */
  search: string[];
}

const text = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.map(text).join(' ') : String(value);

/** A searchable column: its field, and how its value reads on screen (the filter matches that). */
export interface SearchColumn {
  source: string;
  display?: (value: unknown) => string;
}

export const indexList = (rows: Row[], columns: readonly SearchColumn[]): IndexedList => ({
  rows,
  search: rows.map((row) => columns.map((c) => (c.display ?? text)(row[c.source])).join('\u0001').toLowerCase()),
});

const matches = (row: Row, spec: ListFilterSpec, wanted: unknown): boolean => {
  const value = row[spec.source];
  if (spec.arrayKey) {
    return Array.isArray(value) && value.some((item) => String((item as Record<string, unknown>)?.[spec.arrayKey!]) === String(wanted));
  }
  return String(value) === String(wanted);
};

export const filterRows = (
  list: IndexedList,
  filter: Record<string, unknown>,
  specs: Record<string, ListFilterSpec> = {},
): Row[] => {
  const q = typeof filter.q === 'string' ? filter.q.trim().toLowerCase() : '';
  const others = Object.entries(filter).filter(([k, v]) => k !== 'q' && v !== undefined && v !== '' && v !== null);
  if (!q && others.length === 0) return list.rows;
  const out: Row[] = [];
  for (let i = 0; i < list.rows.length; i++) {
    if (q && !list.search[i].includes(q)) continue;
    const row = list.rows[i];
    if (others.every(([k, v]) => matches(row, specs[k] ?? { source: k }, v))) out.push(row);
  }
  return out;
};

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

export const sortRows = (rows: Row[], field: string | undefined, order: 'ASC' | 'DESC' | string | undefined): Row[] => {
  if (!field) return rows;
  const sign = order === 'DESC' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = a[field];
    const y = b[field];
    if (x === y) return 0;
    if (x === null || x === undefined || x === '') return 1;
    if (y === null || y === undefined || y === '') return -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return collator.compare(text(x), text(y)) * sign;
  });
};

export const pageRows = (rows: Row[], page: number, perPage: number): Row[] =>
  rows.slice((page - 1) * perPage, page * perPage);
