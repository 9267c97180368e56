import { useState } from 'react';
import { useListContext } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { readColumnChoice } from './columnChoice';
import type { SavedView } from './savedViews';
import { useListSetting } from './useListSetting';
import { useSavedViews } from './useSavedViews';
import { addView, deleteView, makeDefault, nameProblem, renameView, type Message } from './viewRules';

/**
 * What the views menu changes: each change kept at once and said in the menu's status line
 * (`said`). Saving and renaming answer the name's problem instead, when it has one.
 */
export const useViewActions = (config: ResourceConfig) => {
  const [stored, setViews] = useSavedViews(config);
  const views = stored ?? [];
  const [columns] = useListSetting('columns', config.name, readColumnChoice);
  const { filterValues, sort, perPage } = useListContext();
  const [said, setSaid] = useState<Message>();
  const keep = (next: SavedView[], key: string, name: string) => {
    setViews(next);
    setSaid({ key, options: { name } });
  };

  /** The list as it is now (filter, sort, page size, columns) under a new name. */
  const save = (name: string): Message | undefined => {
    const problem = nameProblem(views, name);
    if (problem) return problem;
    keep(
      addView(views, { name, filter: filterValues, sort: { field: sort.field, order: sort.order }, perPage, columns }),
      'listViews.saved',
      name.trim(),
    );
  };

  const rename = (view: SavedView, name: string): Message | undefined => {
    const problem = nameProblem(views, name, view.name);
    if (problem) return problem;
    keep(renameView(views, view.name, name), 'listViews.renamed', name.trim());
  };

  const remove = (view: SavedView) => keep(deleteView(views, view.name), 'listViews.deleted', view.name);

  const toggleDefault = (view: SavedView) =>
    keep(
      makeDefault(views, view.isDefault ? undefined : view.name),
      view.isDefault ? 'listViews.defaultCleared' : 'listViews.defaultSet',
      view.name,
    );

  return { views, said, save, rename, remove, toggleDefault };
};
