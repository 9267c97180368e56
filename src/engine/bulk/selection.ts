// Which rows of each list are selected for a bulk action. Not react-admin's useRecordSelection:
// its store here is local storage (src/admin/AdminApp.tsx), which would write every id of a
// 100k-row "select all matching" as JSON on each click and test membership by scanning an
// array. A set per list in memory instead; the rows a run could not reach because the session
// ended are kept in session storage and come back after sign-in, to the same login only.
import { useSyncExternalStore } from 'react';
import type { Identifier } from 'react-admin';
import { readSession } from '../../auth/session';

const EMPTY: ReadonlySet<Identifier> = new Set();
const KEPT = (resource: string) => `slink.selection.${resource}`;
const selections = new Map<string, ReadonlySet<Identifier>>();
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const useSelection = (resource: string): ReadonlySet<Identifier> => useSyncExternalStore(subscribe, () => selectionOf(resource));
