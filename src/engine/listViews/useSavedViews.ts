import type { ResourceConfig } from '../../../language/types';
import { readSavedViews } from './savedViews';
import { useListSetting } from './useListSetting';

/** The signed-in login's saved views of the screen's list, and their setter. */
export const useSavedViews = (config: ResourceConfig) => useListSetting('views', config.name, readSavedViews);
