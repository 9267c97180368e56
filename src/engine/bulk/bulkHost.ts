import type { Identifier, RaRecord } from 'react-admin';
import type { BulkAction } from './bulkActions';

/**
 * What the list gives its lazily loaded bulk toolbar. The toolbar imports none of the modules the
 * first screen runs (the role, the selection store, cell texts, react-admin's refresh): given
 * here instead, they stay in the first screen's scripts rather than being split out of them into
 * chunks of their own, which cost the first screen about 4 KB gzip (e2e/firstScreen.test.ts).
 */
export interface BulkHost {
  actions: readonly BulkAction[];
  select: (ids: Iterable<Identifier>) => void;
  /** keeps these rows selected for after the next sign-in */
  keep: (ids: readonly Identifier[]) => void;
  /** how a row is named to the user (its link column, else its first; its id when blank) */
  nameOf: (row: RaRecord | undefined, id: Identifier) => string;
  refresh: () => void;
  /**
   * a bulk dialog is open: the toolbar stays while it does, even once nothing is selected;
   * `then` runs once the list is drawn after (the toolbar may be gone by then)
   */
  holdOpen: (open: boolean, then?: () => void) => void;
}
