// What a commit changed, found without reading the whole data: the store keeps, per key, the
// array of records as of the last commit (references only) and compares references. Records
// added, removed or replaced show by themselves; a record changed in place cannot show that way,
// so the commit names it (`changed`). Values that are not arrays (meta) are small and compared
// whole. A record is an object that sits in one place of one array.
import { applyArrayOp, type ArrayOp, type Change } from './apply';

/** A record named as changed that the store does not hold; the store then writes the whole file. */
export class UnknownRecord extends Error {}

type Data = Record<string, unknown>;
type Shadow = { refs: unknown[] } | { json: string };

export interface ChangeTracker {
  /** the change since the last call (null when none), `changed` naming the records changed in place */
  take(changed: Iterable<object>): Change | null;
  /** starts over from the data as it is (once it is written whole); until then every key counts as changed */
  reset(): void;
}

const arrayOp = (before: readonly unknown[], now: readonly unknown[]): ArrayOp | 'reordered' | null => {
  const shorter = Math.min(before.length, now.length);
  let head = 0;
  while (head < shorter && before[head] === now[head]) head++;
  if (head === before.length && head === now.length) return null;
  let tail = 0;
  while (tail < shorter - head && before[before.length - 1 - tail] === now[now.length - 1 - tail]) tail++;
  const was = before.slice(head, before.length - tail);
  const is = now.slice(head, now.length - tail);
  const wasSet = new Set(was);
  const isSet = new Set(is);
  const keptWas = was.filter((r) => isSet.has(r));
  const keptIs = is.filter((r) => wasSet.has(r));
  // Rows that stay must stay in the same order (and once each) for positions to say it all.
  if (keptWas.length !== keptIs.length || keptWas.some((r, n) => r !== keptIs[n])) return 'reordered';
  const op: ArrayOp = {};
  const d = was.flatMap((r, n) => (isSet.has(r) ? [] : [head + n]));
  const i = is.flatMap((r, n): [number, unknown][] => (wasSet.has(r) ? [] : [[head + n, r]]));
  if (d.length > 0) op.d = d;
  if (i.length > 0) op.i = i;
  return op;
};

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

export const trackChanges = (data: Data): ChangeTracker => {
  const shadows = new Map<string, Shadow>();
  /** the key of the array each record was last seen added to */
  const homes = new WeakMap<object, string>();
  const settle = (key: string, rows: unknown[]) => {
    for (const row of rows) if (isObject(row)) homes.set(row, key);
  };
  const shadowOf = (key: string, value: unknown): Shadow => {
    if (!Array.isArray(value)) return { json: JSON.stringify(value) };
    settle(key, value);
    return { refs: value.slice() };
  };

  const reset = () => {
    shadows.clear();
    for (const [key, value] of Object.entries(data)) shadows.set(key, shadowOf(key, value));
  };

  const take = (changed: Iterable<object>): Change | null => {
    const change: Change = {};
    const added = new Set<unknown>();
    for (const key of [...shadows.keys()].filter((k) => !Object.hasOwn(data, k))) {
      change[key] = { x: 1 };
      shadows.delete(key);
    }
    for (const [key, value] of Object.entries(data)) {
      const shadow = shadows.get(key);
      if (Array.isArray(value) && shadow && 'refs' in shadow) {
        const op = arrayOp(shadow.refs, value);
        if (op === 'reordered') {
          change[key] = { v: value };
          shadows.set(key, shadowOf(key, value));
        } else if (op) {
          change[key] = op;
          for (const [, row] of op.i ?? []) added.add(row);
          settle(
            key,
            (op.i ?? []).map(([, row]) => row),
          );
          shadow.refs = applyArrayOp(shadow.refs, { d: op.d, i: op.i }, key);
        }
      } else if (Array.isArray(value) || !shadow || !('json' in shadow) || shadow.json !== JSON.stringify(value)) {
        change[key] = { v: value };
        shadows.set(key, shadowOf(key, value));
      }
    }
    // Records changed in place, at their position now; one whose array was written whole, or
    // that was added or removed by this commit, is already as it should be.
    const named = new Map<string, Set<object>>();
    for (const row of changed) {
      const top = Object.entries(data).find(([, value]) => value === row);
      if (top) {
        change[top[0]] = { v: top[1] };
        shadows.set(top[0], shadowOf(top[0], top[1]));
        continue;
      }
      const key = homes.get(row);
      if (key === undefined) throw new UnknownRecord('A record named as changed is not one the store holds');
      if (!named.has(key)) named.set(key, new Set());
      named.get(key)!.add(row);
    }
    for (const [key, rows] of named) {
      const list = data[key];
      const op = change[key];
      if (!Array.isArray(list) || (op && ('v' in op || 'x' in op))) continue;
      const positions = rows.size > 4 ? new Map(list.map((row, at) => [row, at])) : undefined;
      const u: [number, unknown][] = [];
      for (const row of rows) {
        if (added.has(row)) continue;
        const at = positions ? (positions.get(row) ?? -1) : list.indexOf(row);
        if (at >= 0) u.push([at, row]);
      }
      if (u.length === 0) continue;
      u.sort((a, b) => a[0] - b[0]);
      change[key] = { ...(op as ArrayOp | undefined), u };
    }
    return Object.keys(change).length > 0 ? change : null;
  };

  return { take, reset };
};
