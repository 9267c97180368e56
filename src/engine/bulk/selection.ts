// Which rows of each list are selected for a bulk action. Not react-admin's useRecordSelection:
// its store here is local storage (src/admin/AdminApp.tsx), which would write every id of a
// 100k-row "select all matching" as JSON on each click and test membership by scanning an
// array. A set per list in memory instead; the rows a run could not reach because the session
// ended are kept in session storage and come back after sign-in, to the same login only.
// A selection belongs to the filter it was made under: once the list's search or filters change
// (typed, a chip, a view, Back), it is dropped, as Gmail drops it, so that no row outside the
// rows shown can stay selected unseen and be sent by the next bulk action. A page or a sort
// keeps it: the same rows match.
import { useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import { readSession } from '../../auth/session';

const EMPTY: ReadonlySet<Identifier> = new Set();
const KEPT = (resource: string) => `slink.selection.${resource}`;
const selections = new Map<string, ReadonlySet<Identifier>>();
/** The filter (filterKey) each list's selection was made under, once a list has shown it. */
const madeUnder = new Map<string, string>();
const listeners = new Set<() => void>();

/** Who is signed in: a kept selection comes back to the same login only. */
const signedIn = () => String(readSession()?.login_id ?? '');

/** The selection kept across a sign-in, read once and forgotten; another login's is dropped. */
const restored = (resource: string): ReadonlySet<Identifier> => {
  try {
    const kept = sessionStorage.getItem(KEPT(resource));
    if (kept === null) return EMPTY;
    sessionStorage.removeItem(KEPT(resource));
    const { login, ids } = JSON.parse(kept) as { login?: unknown; ids?: unknown };
    if (login !== signedIn() || !Array.isArray(ids)) return EMPTY;
    return new Set(ids.filter((id): id is Identifier => typeof id === 'string' || typeof id === 'number'));
  } catch {
    return EMPTY;
  }
};

export const selectionOf = (resource: string): ReadonlySet<Identifier> => {
  let found = selections.get(resource);
  if (!found) selections.set(resource, (found = restored(resource)));
  return found;
};

export const setSelection = (resource: string, ids: Iterable<Identifier>) => {
  selections.set(resource, new Set(ids));
  // Set from the list as it is shown: it takes the list's filter when next shown (followFilter).
  madeUnder.delete(resource);
  for (const listener of listeners) listener();
};

export const toggleSelected = (resource: string, id: Identifier) => {
  const next = new Set(selectionOf(resource));
  if (!next.delete(id)) next.add(id);
  setSelection(resource, next);
};

/**
 * Keeps these rows selected for `login`'s next sign-in (the page is left for /login). The login is
 * the one the run started as: by now its token may be gone (a refused token signs the page out).
 */
export const keepSelection = (resource: string, ids: readonly Identifier[], login: unknown) => {
  sessionStorage.setItem(KEPT(resource), JSON.stringify({ login: String(login ?? ''), ids }));
  setSelection(resource, ids);
};

/** A list filter as one text, whatever the order of its keys; empty values count as unset. */
export const filterKey = (filter: Record<string, unknown>): string =>
  JSON.stringify(
    Object.entries(filter)
      .filter(([, value]) => value !== undefined && value !== null && value !== '')
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );

/**
 * Called with the filter a list shows: a selection made under another filter is dropped; one not
 * yet tied to a filter (just made, or brought back after sign-in) is tied to this one.
 */
export const followFilter = (resource: string, filter: string) => {
  const made = madeUnder.get(resource);
  if (made === undefined) {
    if (selectionOf(resource).size > 0) madeUnder.set(resource, filter);
  } else if (made !== filter) setSelection(resource, []);
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSelection = (resource: string): ReadonlySet<Identifier> => useSyncExternalStore(subscribe, () => selectionOf(resource));
