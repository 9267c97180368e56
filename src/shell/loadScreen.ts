import type { LazyResource, ResourceConfig } from '../../resources/types';

const loads = new WeakMap<LazyResource, Promise<ResourceConfig>>();

/** A lazily listed resource's config, loaded once; a failed load is tried again next time. */
export const loadScreen = (entry: LazyResource): Promise<ResourceConfig> => {
  let loading = loads.get(entry);
  if (!loading) {
    loading = entry.load();
    loading.catch(() => loads.delete(entry));
    loads.set(entry, loading);
  }
  return loading;
};
