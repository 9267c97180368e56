// The Columns and Views menus, one chunk loaded after the list's rows (ListViewButtons).
import type { ResourceConfig } from '../../../language/types';
import { ColumnsButton } from './ColumnsButton';
import type { SavedView } from './savedViews';
import { ViewsButton } from './ViewsButton';

export const ListViewMenus = ({ config, onApply }: { config: ResourceConfig; onApply: (view: SavedView) => void }) => (
  <>
    <ColumnsButton config={config} />
    <ViewsButton config={config} onApply={onApply} />
  </>
);
