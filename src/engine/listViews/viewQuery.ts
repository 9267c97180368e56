import { listQuery } from '../useFirstListAddress';
import type { SavedView } from './savedViews';

// Apart from savedViews.ts: the menus' chunk reads views but never writes an address, and reaching
// the router from there would split the first screen's chunks (the bundler groups modules by
// the chunks that import them).

/** The view's list state as react-admin writes it in the address, on its page (or `page`). */
export const viewQuery = (view: SavedView, page = view.page ?? 1): string =>
  listQuery({ filter: view.filter, order: view.sort.order, page, perPage: view.perPage, sort: view.sort.field });
