// A page of a cached list in the order filter → sort → page.
//
// Each list keeps the full order of all its rows for each sort asked of it, and filters rows
// already in order, so a new filter never sorts again: at 100k rows a sort costs a few hundred
// ms, and run after every keystroke it held up the next one (bench/). It also keeps the last
// filter's rows: a page change asks the same again, and a filter that narrows the last one (one
// more letter typed) looks only through the last one's rows. A new list object (after a
// mutation) starts afresh.
//
// A large list's first pages are answered before its full order exists: firstRows picks them in
// one pass, and the filter's search texts and the full order are built a slice at a time when
// the browser is idle, so a cold 100k-row list shows its first rows without waiting for either,
// and a keystroke typed meanwhile does not wait for them either.
import { filterParts, filterPositions, firstRows, sortPositions, type IndexedList, type Row } from './listQuery';
import type { RowFilters } from './rowFilters';
import { sortPositionsInSlices } from './sortInSlices';

/** Below this many rows a full sort is quick enough to do at once. */
export const DEFER_SORT_FROM = 20000;

interface Kept {
  sortKey: string;
  filterKey: string;
  filter: Record<string, unknown>;
  /** positions of the filtered rows in list.rows: in sort order when `ordered`, else in list order */
  positions: number[];
  ordered: boolean;
  rows?: Row[];
}

interface ListState {
  /** the positions of all rows in order, per sort ('field ASC') */
  orders: Map<string, number[]>;
  /** the sorts whose full order is to be built when the browser is idle */
  building: Set<string>;
  kept?: Kept;
}

const states = new WeakMap<IndexedList, ListState>();

const stateOf = (list: IndexedList): ListState => {
  let state = states.get(list);
  if (!state) states.set(list, (state = { orders: new Map(), building: new Set() }));
  return state;
};

/**
 * True when every row passing `next` also passes `prev`: a search text holding the last one, and
 * every other field of the last one set alike (a column filter added narrows; one changed does not).
 */
const narrows = (prev: Record<string, unknown>, next: Record<string, unknown>): boolean => {
  const a = filterParts(prev);
  const b = filterParts(next);
  const set = new Map(b.others.map(([key, value]) => [key, JSON.stringify(value)]));
  return b.q.includes(a.q) && a.others.every(([key, value]) => set.get(key) === JSON.stringify(value));
};

export interface OrderedPage {
  data: Row[];
  total: number;
}

export const orderedPage = (
  list: IndexedList,
  filter: Record<string, unknown>,
  meaning: RowFilters | undefined,
  sort: { field?: string; order?: string } | undefined,
  pagination: { page: number; perPage: number } | undefined,
): OrderedPage => {
  const state = stateOf(list);
  const field = sort?.field;
  const sortKey = field ? `${field} ${sort?.order === 'DESC' ? 'DESC' : 'ASC'}` : '';
  const filterKey = JSON.stringify(filter);
  if (field && !state.orders.has(sortKey) && list.rows.length < DEFER_SORT_FROM) {
    state.orders.set(sortKey, sortPositions(list.rows, field, sort?.order));
  }
  const order = field ? state.orders.get(sortKey) : undefined;

  let kept = state.kept;
  const same = kept?.sortKey === sortKey && kept.filterKey === filterKey;
  if (!kept || !same || (!kept.ordered && order)) {
    const from = kept?.sortKey === sortKey && (kept.ordered || !order) && narrows(kept.filter, filter) ? kept.positions : order;
    const ordered = !field || !!order || (!!kept?.ordered && from === kept.positions);
    kept = { sortKey, filterKey, filter, positions: filterPositions(list, filter, meaning, from), ordered };
    state.kept = kept;
  }

  const total = kept.positions.length;
  const end = pagination ? pagination.page * pagination.perPage : total;
  if (!kept.ordered && field) {
    const rows = (kept.rows ??= kept.positions.map((i) => list.rows[i]));
    if (total >= DEFER_SORT_FROM && end < total / 10) {
      buildOrderWhenIdle(list, state, field, sort?.order, sortKey);
      const first = firstRows(rows, field, sort?.order, end);
      return { data: pagination ? first.slice(end - pagination.perPage) : first, total };
    }
    // Few enough filtered rows (or a page far in): sort just those.
    kept.positions = sortPositions(rows, field, sort?.order).map((k) => kept!.positions[k]);
    kept.ordered = true;
    kept.rows = undefined;
  }
  // A page maps only its own positions to rows: 50, not the 100k the filter passed.
  if (pagination) return { data: kept.positions.slice(end - pagination.perPage, end).map((i) => list.rows[i]), total };
  return { data: (kept.rows ??= kept.positions.map((i) => list.rows[i])), total };
};

/** Rows whose search texts one idle slice builds. */
const SEARCH_SLICE = 10000;

/**
 * The filter's search texts, then the full order of all rows for this sort, a slice at a time
 * when the browser is idle (sortInSlices.ts): the texts first, since a keystroke without them
 * builds them all at once, while one without the order only sorts its own matches.
 */
const buildOrderWhenIdle = (list: IndexedList, state: ListState, field: string, order: string | undefined, sortKey: string) => {
  if (state.building.has(sortKey)) return;
  state.building.add(sortKey);
  const sortWhenIdle = () =>
    sortPositionsInSlices(
      list.rows,
      field,
      order,
      (positions) => {
        if (!state.orders.has(sortKey)) state.orders.set(sortKey, positions);
      },
      list.whenIdle,
    );
  const searchSlice = () => (list.buildSearch(SEARCH_SLICE) ? sortWhenIdle() : list.whenIdle(searchSlice));
  list.whenTextsReady(() => list.whenIdle(searchSlice));
};
