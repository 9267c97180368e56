// The Filters, Columns and Views menus, one chunk loaded after the list's rows (ListViewButtons);
// the column filters' chips are in it too, loaded as soon as one is set (ColumnFilterChips). One
// chunk and one wait with the Columns and Views menus: the Filters menu in a chunk of its own,
// with a stand-in and wait of its own, cost the first screen 0.13 KB gzip more.
import type { ResourceConfig } from '../../../language/types';
import type { FilterKind } from '../../data/filterKinds';
import { FilterMenu } from '../columnFilters/FilterMenu';
import { ColumnsButton } from './ColumnsButton';
import type { SavedView } from './savedViews';
import { ViewsButton } from './ViewsButton';

export { FilterChips } from '../columnFilters/FilterChips';

interface Props {
  config: ResourceConfig;
  onApply: (view: SavedView) => void;
  /** the list's column filter kinds: no Filters menu without any */
  kinds: Record<string, FilterKind>;
}

export const ListViewMenus = ({ config, onApply, kinds }: Props) => (
  <>
    {Object.keys(kinds).length > 0 && <FilterMenu config={config} kinds={kinds} />}
    <ColumnsButton config={config} />
    <ViewsButton config={config} onApply={onApply} />
  </>
);
