import { useMemo } from 'react';
import type { ResourceConfig } from '../../../language/types';
import { useHiddenNames } from './pendingDeletes';
import { readSavedViews } from './savedViews';
import { useListSetting } from './useListSetting';

/**
 * The signed-in login's saved views of the screen's list: `views` as the menu and the list's
 * default see them (less those deleted while their Undo is offered), `stored` as kept, its setter
 * and the key it is kept under.
 */
export const useSavedViews = (config: ResourceConfig) => {
  const [stored, write, key] = useListSetting('views', config.name, readSavedViews);
  const hidden = useHiddenNames(key);
  const views = useMemo(() => {
    const names = JSON.parse(hidden) as string[];
    return names.length > 0 ? stored?.filter((v) => !names.includes(v.name)) : stored;
  }, [stored, hidden]);
  return { views, stored, write, key };
};
