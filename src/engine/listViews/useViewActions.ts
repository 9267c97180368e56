import { useState } from 'react';
import { useAddUndoableMutation, useListContext, useNotify } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { readColumnChoice } from './columnChoice';
import { heldNamed, holdDelete, settleDelete, type PendingDelete } from './pendingDeletes';
import { readSavedViews, type SavedView } from './savedViews';
import { readSetting, writeSetting } from './storedSetting';
import { useListSetting } from './useListSetting';
import { useSavedViews } from './useSavedViews';
import { addView, deleteView, makeDefault, nameProblem, renameView, type Message } from './viewRules';

/**
 * What the views menu changes: each change kept at once and said in the menu's status line
 * (`said`). Saving and renaming answer the name's problem instead, when it has one. A deletion
 * waits for its snackbar (react-admin's undoable notification) to close: Undo brings the view
 * back where it was, default mark included, as nothing was removed yet. The menu offers the same
 * Undo beside its status line (`undoDelete`): while the menu is open, focus stays in it, and a
 * keyboard cannot reach the snackbar's.
 */
export const useViewActions = (config: ResourceConfig) => {
  const { views: shown, stored, write, key } = useSavedViews(config);
  const views = shown ?? [];
  const [columns] = useListSetting('columns', config.name, readColumnChoice);
  const { filterValues, sort, perPage, page } = useListContext();
  const notify = useNotify();
  const addUndoable = useAddUndoableMutation();
  const [said, setSaid] = useState<Message>();
  const [lastDeleted, setLastDeleted] = useState<{ name: string; held: PendingDelete }>();
  const keep = (next: SavedView[], text: string, name: string) => {
    write(next);
    setSaid({ key: text, options: { name } });
  };

  /**
   * The stored views, less a view deleted under that name whose Undo is still offered: a new or
   * renamed view taking its name ends that wait (the deletion stands), or two would share it.
   */
  const freeing = (name: string) => {
    const held = heldNamed(key, name);
    return { base: held ? deleteView(stored ?? [], held.name) : (stored ?? []), done: () => held && settleDelete(held) };
  };

  /** The list as it is now (filter, sort, page, page size, columns) under a new name. */
  const save = (name: string): Message | undefined => {
    const problem = nameProblem(views, name);
    if (problem) return problem;
    const { base, done } = freeing(name);
    keep(
      addView(base, { name, filter: filterValues, sort: { field: sort.field, order: sort.order }, page, perPage, columns }),
      'listViews.saved',
      name.trim(),
    );
    done();
  };

  const rename = (view: SavedView, name: string): Message | undefined => {
    const problem = nameProblem(views, name, view.name);
    if (problem) return problem;
    const { base, done } =
      view.name.toLowerCase() === name.trim().toLowerCase() ? { base: stored ?? [], done: () => undefined } : freeing(name);
    keep(renameView(base, view.name, name), 'listViews.renamed', name.trim());
    done();
  };

  const remove = (view: SavedView) => {
    const held = holdDelete(key, view.name);
    setSaid({ key: 'listViews.deleted', options: { name: view.name } });
    addUndoable(({ isUndo }) => {
      if (held.settled) return;
      // Read again: other changes may have been kept while the snackbar showed.
      if (!isUndo) writeSetting(key, deleteView(readSetting('views', key, readSavedViews) ?? [], view.name));
      settleDelete(held);
      if (isUndo) setSaid({ key: 'listViews.restored', options: { name: view.name } });
    });
    notify('listViews.deleted', { type: 'info', undoable: true, messageArgs: { name: view.name } });
    setLastDeleted({ name: view.name, held });
  };

  /** The last deletion's Undo, from the menu; the snackbar's own then takes nothing more back. */
  const undoDelete = () => {
    if (lastDeleted && settleDelete(lastDeleted.held)) setSaid({ key: 'listViews.restored', options: { name: lastDeleted.name } });
  };
  /** The view whose deletion the menu can still take back, as its status line says it was deleted. */
  const undoable = said?.key === 'listViews.deleted' && lastDeleted && !lastDeleted.held.settled ? lastDeleted.name : undefined;

  const toggleDefault = (view: SavedView) =>
    keep(
      makeDefault(stored ?? [], view.isDefault ? undefined : view.name),
      view.isDefault ? 'listViews.defaultCleared' : 'listViews.defaultSet',
      view.name,
    );

  return { views, said, save, rename, remove, toggleDefault, undoable, undoDelete };
};
