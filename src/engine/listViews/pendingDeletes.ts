// Views deleted while their snackbar still offers Undo: hidden from the menu and from the list's
// default at once, still stored until the snackbar closes without Undo (react-admin's undoable
// pattern: nothing is lost before the person had the chance to take it back).
import { useSyncExternalStore } from 'react';

/** One deletion waiting for its snackbar to close; `settled` once it is kept or taken back. */
export interface PendingDelete {
  key: string;
  name: string;
  settled: boolean;
}

let pending: readonly PendingDelete[] = [];
const listeners = new Set<() => void>();
const tell = () => listeners.forEach((listener) => listener());

export const holdDelete = (key: string, name: string): PendingDelete => {
  const held = { key, name, settled: false };
  pending = [...pending, held];
  tell();
  return held;
};

/** Ends a deletion's wait (kept or taken back); false when it had ended already. */
export const settleDelete = (held: PendingDelete): boolean => {
  if (held.settled) return false;
  held.settled = true;
  pending = pending.filter((p) => p !== held);
  tell();
  return true;
};

/** The deletion waiting under the setting key for a view of that name (whatever its case). */
export const heldNamed = (key: string, name: string) =>
  pending.find((p) => p.key === key && p.name.toLowerCase() === name.trim().toLowerCase());

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The names hidden under the setting key, as a string that stays the same while they do. */
export const useHiddenNames = (key: string): string =>
  useSyncExternalStore(subscribe, () => JSON.stringify(pending.filter((p) => p.key === key).map((p) => p.name)));
