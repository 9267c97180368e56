// What a person keeps of a list (its column choice, its saved views), in local storage under one
// key per kind, signed-in login and screen. Not react-admin's store: it empties itself at every
// sign-out (useLogout resets it), and these are meant to outlast the session.
export type SettingKind = 'columns' | 'views';

export const settingKey = (kind: SettingKind, user: string, screen: string) => `slink.${kind}.${user}.${screen}`;

const listeners = new Set<() => void>();
const cache = new Map<string, [text: string | null, value: unknown]>();
const dropped = new Set<SettingKind>();
const dropListeners = new Set<() => void>();

/**
 * The value kept under the key, as `read` makes it out; the same object while the stored text
 * stays the same (React compares snapshots by identity). A value `read` cannot make out (not
 * JSON, another shape, an older version, a hand edit) is removed, and noted for a notice.
 */
export const readSetting = <T>(kind: SettingKind, key: string, read: (value: unknown) => T | undefined): T | undefined => {
  let text: string | null = null;
  let value: T | undefined;
  try {
    text = localStorage.getItem(key);
    if (cache.get(key)?.[0] === text) return cache.get(key)![1] as T | undefined;
    value = text === null ? undefined : read(JSON.parse(text));
  } catch {
    // not JSON, or storage turned off (then text stays null: nothing is kept)
  }
  if (text !== null && value === undefined) {
    dropped.add(kind);
    // Told after the drawing that read it: whoever shows the notice may have drawn long before
    // (the views menu is loaded later than the screen), and cannot be told mid-render.
    queueMicrotask(() => dropListeners.forEach((listener) => listener()));
    localStorage.removeItem(key);
    text = null;
  }
  cache.set(key, [text, value]);
  return value;
};

/** Keeps the value (undefined forgets it) and tells every reader. */
export const writeSetting = (key: string, value: unknown): void => {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or turned off: the choice is not kept
  }
  listeners.forEach((listener) => listener());
};

export const subscribeSettings = (listener: () => void): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Hears of every setting dropped from now on; `takeDropped` says which. */
export const subscribeDropped = (listener: () => void): (() => void) => {
  dropListeners.add(listener);
  return () => dropListeners.delete(listener);
};

/** The kinds dropped since the last call. */
export const takeDropped = (): SettingKind[] => {
  const kinds = [...dropped];
  dropped.clear();
  return kinds;
};
