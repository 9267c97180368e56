// The chips of the search and of the column filters set, beside the text box. They and their
// texts load only once either is set, in the chunk of the list menus (../listViews/listViewMenus.tsx, which
// holds the Filters menu too): the first screen's 200 KB gzip budget (e2e/firstScreen.test.ts).
import { lazy, Suspense, useMemo, useState } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { filterKinds } from '../../data/filterKinds';
import { trackedImport } from '../../data/trackedImport';
import { loadTextPack } from '../../i18n/textPacks';

const FilterChips = lazy(
  trackedImport(() =>
    Promise.all([import('../listViews/listViewMenus'), loadTextPack('listViews')]).then(([m]) => ({ default: m.FilterChips })),
  ),
);

/** The filter kind of each of the list's columns that has one (src/data/filterKinds.ts). */
export const useFilterKinds = (config: ResourceConfig) =>
  useMemo(() => filterKinds(config.list.columns, config.schema, config.fieldOptions), [config]);

export const ColumnFilterChips = ({ config }: { config: ResourceConfig }) => {
  const { filterValues } = useListContext();
  const kinds = useFilterKinds(config);
  // A column filter's value is an object under the column's source (src/data/columnFilters.ts); a
  // search of spaces only loads the chips, which show none for it.
  const active =
    !!filterValues.q || Object.keys(kinds).some((source) => typeof filterValues[source] === 'object' && filterValues[source] !== null);
  // A list opened with a search or a column filter (a reload, a link) waits for its chips in the screen's own
  // Suspense boundary (ResourceScreen), so they do not arrive beside a toolbar already drawn and
  // push the rows down; one set later shows its chips when they are in.
  const [atStart] = useState(active);
  if (!active) return null;
  const chips = <FilterChips config={config} kinds={kinds} />;
  return atStart ? chips : <Suspense fallback={null}>{chips}</Suspense>;
};
