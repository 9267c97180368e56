// A page of a cached list in the order filter → sort → page, keeping the filtered and sorted
// rows of the last filter and sort asked of it: changing page asks the same again, and sorting
// 100k rows for each page change would cost a few hundred ms (bench/). A new list object
// (after a mutation) starts afresh.
//
// A large list's first pages are answered before its full order exists: firstRows picks them
// in one pass, and the full sort (and the filter's search texts) are built once the browser is
// idle, so a cold 100k-row list shows its first rows without waiting for either.
import type { ListFilterSpec } from '../../resources/types';
import { filterRows, firstRows, sortRows, type IndexedList, type Row } from './listQuery';
import { whenIdle } from './whenIdle';

/** Below this many rows a full sort is quick enough to do at once. */
export const DEFER_SORT_FROM = 20000;

interface Kept {
  key: string;
  /** the filtered rows, unsorted */
  filtered: Row[];
  /** the full order, once built */
  sorted?: Row[];
}

const last = new WeakMap<IndexedList, Kept>();

export interface OrderedPage {
  data: Row[];
  total: number;
}

export const orderedPage = (
  list: IndexedList,
  filter: Record<string, unknown>,
  specs: Record<string, ListFilterSpec> | undefined,
  sort: { field?: string; order?: string } | undefined,
  pagination: { page: number; perPage: number } | undefined,
): OrderedPage => {
  const key = JSON.stringify([filter, sort?.field, sort?.order]);
  let kept = last.get(list);
  if (kept?.key !== key) {
    kept = { key, filtered: filterRows(list, filter, specs) };
    last.set(list, kept);
  }
  const { filtered } = kept;
  const end = pagination ? pagination.page * pagination.perPage : filtered.length;
  if (!kept.sorted && sort?.field && filtered.length >= DEFER_SORT_FROM && end < filtered.length / 10) {
    const pending = kept;
    whenIdle(() => {
      if (last.get(list) === pending && !pending.sorted) pending.sorted = sortRows(pending.filtered, sort.field, sort.order);
      // and the search texts, so the first keystroke in the filter does not wait for them
      void list.search;
    });
    const first = firstRows(filtered, sort.field, sort.order, end);
    return { data: pagination ? first.slice(end - pagination.perPage) : first, total: filtered.length };
  }
  kept.sorted ??= sortRows(filtered, sort?.field, sort?.order);
  const data = pagination ? kept.sorted.slice(end - pagination.perPage, end) : kept.sorted;
  return { data, total: filtered.length };
};
