// One journal entry applied to data as parsed from JSON. The replay at start, the fold of the
// journal into the data file, and the store's own record of what its journal holds all go
// through this function, so they cannot disagree on what an entry means.

/** An array's change by position: old positions deleted, then new positions inserted, then positions updated. */
export interface ArrayOp {
  /** positions in the array as it was, ascending */
  d?: number[];
  /** [position in the array as it is now, value], ascending */
  i?: [number, unknown][];
  /** [position in the array as it is now, value] of values changed in place */
  u?: [number, unknown][];
}

/** A key's change: its whole value (`v`), its removal (`x`), or an array's change by position. */
export type Op = { v: unknown } | { x: 1 } | ArrayOp;

/** What one commit changed, by top-level key of the data. */
export type Change = Record<string, Op>;

const misfit = (key: string, why: string) => new Error(`A journal entry does not fit the data (${key}: ${why})`);

// Splicing is cheapest for the few rows a write touches; a change of many rows is rebuilt in one
// pass instead, so a large delete does not move a 100k-row array once per row.
const MANY = 64;

/** The array after `op` (the same array when spliced, a new one when rebuilt). */
export const applyArrayOp = (list: unknown[], op: ArrayOp, key = 'array'): unknown[] => {
  const { d = [], i = [], u = [] } = op;
  let result = list;
  if (d.length + i.length > MANY) {
    const gone = new Set(d);
    if (gone.size !== d.length || d.some((at) => at < 0 || at >= list.length)) throw misfit(key, 'deleted position');
    const kept = list.filter((_, at) => !gone.has(at));
    result = [];
    let k = 0;
    for (const [at, value] of i) {
      if (at < result.length || at > result.length + kept.length - k) throw misfit(key, 'inserted position');
      while (result.length < at) result.push(kept[k++]);
      result.push(value);
    }
    while (k < kept.length) result.push(kept[k++]);
  } else {
    for (let n = d.length - 1; n >= 0; n--) {
      if (d[n] < 0 || d[n] >= list.length || (n > 0 && d[n - 1] >= d[n])) throw misfit(key, 'deleted position');
      list.splice(d[n], 1);
    }
    for (const [at, value] of i) {
      if (at < 0 || at > list.length) throw misfit(key, 'inserted position');
      list.splice(at, 0, value);
    }
  }
  for (const [at, value] of u) {
    if (at < 0 || at >= result.length) throw misfit(key, 'updated position');
    result[at] = value;
  }
  return result;
};

export const applyChange = (data: Record<string, unknown>, change: Change): void => {
  for (const [key, op] of Object.entries(change)) {
    // A key from a file must never reach the prototype.
    if (key === '__proto__') throw misfit(key, 'not a data key');
    if ('v' in op) data[key] = op.v;
    else if ('x' in op) delete data[key];
    else {
      const list = data[key];
      if (!Array.isArray(list)) throw misfit(key, 'not an array');
      data[key] = applyArrayOp(list, op, key);
    }
  }
};
