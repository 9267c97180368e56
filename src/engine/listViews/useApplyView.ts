import { useNavigate } from 'react-router-dom';
import type { ResourceConfig } from '../../../language/types';
import { readColumnChoice } from './columnChoice';
import type { SavedView } from './savedViews';
import { viewQuery } from './viewQuery';
import { useListSetting } from './useListSetting';

/**
 * Applies a saved view: its columns, and its list state to the address as react-admin writes it
 * (a new history entry: Back returns to the list as it was).
 */
export const useApplyView = (config: ResourceConfig) => {
  const [, setColumns] = useListSetting('columns', config.name, readColumnChoice);
  const navigate = useNavigate();
  return (view: SavedView) => {
    setColumns(view.columns);
    navigate({ search: viewQuery(view) });
  };
};
