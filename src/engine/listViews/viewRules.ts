// The views menu's rules and changes to a list's saved views: names of 1 to 40 characters, unique
// on the screen whatever their case (two views told apart by case alone would be mistaken for
// each other), and at most one default view.
import { VIEW_NAME_MAX, type SavedView } from './savedViews';

export interface Message {
  key: string;
  options?: Record<string, unknown>;
}

/** What is wrong with a name for a new view, or for the view `renaming` renamed; undefined when nothing is. */
export const nameProblem = (views: readonly SavedView[], name: string, renaming?: string): Message | undefined => {
  const wanted = name.trim();
  if (wanted.length < 1 || wanted.length > VIEW_NAME_MAX) return { key: 'listViews.nameLength', options: { max: VIEW_NAME_MAX } };
  const taken = views.find((v) => v.name !== renaming && v.name.toLowerCase() === wanted.toLowerCase());
  return taken ? { key: 'listViews.nameTaken', options: { name: taken.name } } : undefined;
};

/** The views with a new one at the end (its name trimmed). */
export const addView = (views: readonly SavedView[], view: SavedView): SavedView[] => [...views, { ...view, name: view.name.trim() }];

export const renameView = (views: readonly SavedView[], from: string, to: string): SavedView[] =>
  views.map((v) => (v.name === from ? { ...v, name: to.trim() } : v));

export const deleteView = (views: readonly SavedView[], name: string): SavedView[] => views.filter((v) => v.name !== name);

/** Makes the named view the default one (the others stop being it); undefined leaves none. */
export const makeDefault = (views: readonly SavedView[], name: string | undefined): SavedView[] =>
  views.map(({ isDefault: _, ...v }) => (v.name === name ? { ...v, isDefault: true } : v));
