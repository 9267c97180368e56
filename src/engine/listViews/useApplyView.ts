import { useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { ResourceConfig } from '../../../language/types';
import { readColumnChoice } from './columnChoice';
import type { SavedView } from './savedViews';
import { viewQuery } from './viewQuery';
import { useListSetting } from './useListSetting';

/**
 * Applies a saved view: its columns, and its list state to the address as react-admin writes it
 * (a new history entry: Back returns to the list as it was), on the page it was saved on. A list
 * grown shorter since opens on its last page: react-admin itself would open an empty page's
 * list on the first.
 */
export const useApplyView = (config: ResourceConfig) => {
  const [, setColumns] = useListSetting('columns', config.name, readColumnChoice);
  const navigate = useNavigate();
  const dataProvider = useDataProvider();

  /** The view's page, or the list's last where the list has fewer pages now. */
  const pageWithin = async (view: SavedView, page: number): Promise<number> => {
    try {
      const { total } = await dataProvider.getList(config.name, {
        pagination: { page: 1, perPage: view.perPage },
        sort: view.sort,
        filter: view.filter,
      });
      return total === undefined ? page : Math.min(page, Math.max(1, Math.ceil(total / view.perPage)));
    } catch {
      // The list's own read says what failed.
      return page;
    }
  };

  return (view: SavedView) => {
    const show = (page: number) => {
      setColumns(view.columns);
      navigate({ search: viewQuery(view, page) });
    };
    const page = view.page ?? 1;
    // The first page is there whatever the list holds: no read to wait for.
    if (page === 1) show(page);
    else void pageWithin(view, page).then(show);
  };
};
