import { listQuery } from '../useFirstListAddress';
import type { SavedView } from './savedViews';

// Apart from savedViews.ts: the menus' chunk reads views but never writes an address, and reaching
// the router from there would split the first screen's chunks (the bundler groups modules by
// the chunks that import them).

/** The view's list state as react-admin writes it in the address, on its first page. */
export const viewQuery = (view: SavedView): string =>
  listQuery({ filter: view.filter, order: view.sort.order, page: 1, perPage: view.perPage, sort: view.sort.field });
