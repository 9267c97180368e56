// The mapping table as the editor holds it: saved rows keep their mapping_id, new rows have 0
// and a local key for React. Pure functions, so what a removal persists and what counts as an
// unsaved change are tested without a browser (the table's own rules: resources/transformations.ts).
import type { TransformationMapping } from '../../../schemas';
import { rowKey } from '../../engine/tableRows';

export interface MappingRowState {
  /** local key, stable while the editor is open */
  key: number;
  mapping_id: number;
  map_from: string;
  map_to: string;
}

export type SavedMapping = Required<Pick<TransformationMapping, 'mapping_id' | 'map_from' | 'map_to'>>;

export const rowsFrom = (saved: readonly SavedMapping[]): MappingRowState[] =>
  saved.map((m) => ({ key: rowKey(), mapping_id: m.mapping_id, map_from: m.map_from ?? '', map_to: m.map_to ?? '' }));

export const blankRow = (): MappingRowState => ({ key: rowKey(), mapping_id: 0, map_from: '', map_to: '' });

/** The body of PUT .../mappings: every row, new ones with mapping_id 0. */
export const mappingsBody = (rows: readonly MappingRowState[]): SavedMapping[] =>
  rows.map(({ mapping_id, map_from, map_to }) => ({ mapping_id, map_from, map_to }));

/**
 * Removing a saved row is persisted at once (the requirements give a success and a failure text for the
 * removal itself): the platform gets its saved list without that row, so the user's other
 * unsaved edits stay in the form and are saved, or dropped, with the rest.
 */
export const savedListWithout = (saved: readonly SavedMapping[], row: MappingRowState): SavedMapping[] =>
  saved.filter((m) => m.mapping_id !== row.mapping_id);

/** Whether the table differs from what the platform holds (order counts: it is the table's order). */
export const mappingsChanged = (rows: readonly MappingRowState[], saved: readonly SavedMapping[]): boolean =>
  JSON.stringify(mappingsBody(rows)) !==
  JSON.stringify(saved.map(({ mapping_id, map_from, map_to }) => ({ mapping_id, map_from, map_to })));
