// A list's state as the query of its address: filter (JSON), sort, order, page, perPage, the
// names react-admin's own syncWithLocation uses. Pure, so the hook stays about timing.
import type { SortPayload } from 'react-admin';

export interface ListState {
  filter: Record<string, unknown>;
  sort: SortPayload;
  page: number;
  perPage: number;
}

const KEYS = ['filter', 'sort', 'order', 'page', 'perPage'] as const;

/** The list state an address holds, over the defaults; undefined when it holds none. */
export const stateFromSearch = (search: string, defaults: ListState): ListState | undefined => {
  const query = new URLSearchParams(search);
  if (!KEYS.some((k) => query.has(k))) return undefined;
  let filter = defaults.filter;
  try {
    const parsed: unknown = JSON.parse(query.get('filter') ?? 'null');
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) filter = parsed as Record<string, unknown>;
  } catch {
    // A filter that is not JSON is no filter.
  }
  const positive = (v: string | null, fallback: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : fallback);
  const order = query.get('order');
  return {
    filter,
    sort: { field: query.get('sort') || defaults.sort.field, order: order === 'DESC' || order === 'ASC' ? order : defaults.sort.order },
    page: positive(query.get('page'), 1),
    perPage: positive(query.get('perPage'), defaults.perPage),
  };
};

/** The query for a list state: '' for the defaults, so a plain address stays plain. */
export const searchFromState = (state: ListState, defaults: ListState): string => {
  if (sameState(state, defaults)) return '';
  const query = new URLSearchParams({
    filter: JSON.stringify(state.filter),
    sort: state.sort.field,
    order: state.sort.order,
    page: String(state.page),
    perPage: String(state.perPage),
  });
  return `?${query.toString()}`;
};

export const sameState = (a: ListState, b: ListState): boolean =>
  JSON.stringify(a.filter) === JSON.stringify(b.filter) &&
  a.sort.field === b.sort.field &&
  a.sort.order === b.sort.order &&
  a.page === b.page &&
  a.perPage === b.perPage;
