// The lists on the page itself, where no worker can run (jsdom in unit tests, old browsers, a
// worker that failed to start): the same ListStore the worker runs, loaded through the page's
// http. Its code loads on first use, so the first screen does not carry it where a worker runs.
import type { ListHost, ListHostSetup } from './listHost';
import { trackedImport } from './trackedImport';

const loadStore = trackedImport(() => import('./listStore'));

export const localListHost = ({ specs, load, displays }: ListHostSetup): ListHost => {
  let store: Promise<ListHost> | undefined;
  const host = () => (store ??= loadStore().then(({ ListStore }) => new ListStore(specs, { load, displays })));
  return {
    page: (resource, query) => host().then((s) => s.page(resource, query)),
    matchingIds: (resource, filter) => host().then((s) => s.matchingIds(resource, filter)),
    rows: (resource, ids, fields) => host().then((s) => s.rows(resource, ids, fields)),
    reference: (resource, query) => host().then((s) => s.reference(resource, query)),
    preload: (resource) => host().then((s) => s.preload(resource)),
    // Nothing is kept before the store exists; once it does, this runs before any later question.
    invalidate: (resource) => void store?.then((s) => s.invalidate(resource)),
  };
};
