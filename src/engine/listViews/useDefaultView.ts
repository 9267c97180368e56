import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ResourceConfig } from '../../../language/types';
import { addressMovedOn } from '../addressMovedOn';
import { readColumnChoice } from './columnChoice';
import { defaultView } from './savedViews';
import { useListSetting } from './useListSetting';
import { useSavedViews } from './useSavedViews';
import { viewQuery } from './viewQuery';

/**
 * For a list opened at its bare address (from the menu, a link without a query): its default
 * view's address query, if it has one; that view's columns are set meanwhile. None from a list
 * still showing while another screen's link waits for its code (addressMovedOn.ts).
 */
export const useDefaultView = (config: ResourceConfig): string | undefined => {
  const { views } = useSavedViews(config);
  const [, setColumns] = useListSetting('columns', config.name, readColumnChoice);
  const { search, key } = useLocation();
  const view = search === '' && !addressMovedOn(key) ? defaultView(views) : undefined;
  useEffect(() => {
    if (view) setColumns(view.columns);
  }, [view, setColumns]);
  return view && viewQuery(view);
};
