// A large list's full order, built a slice at a time when the browser is idle. At 100k rows
// working out the sort keys and sorting take about half a second; as one task, a keystroke typed
// meanwhile waited for all of it (bench/). Here each slice stays near 10-20 ms: keys for a few
// thousand rows, one run of rows sorted, or two sorted runs merged. The order is sortPositions'
// own: the same keys and comparison, ties by position, so every merge order gives the same
// result. Where a value has no key (the collator must sort), it falls back to sortPositions.
import { compareByKeys, numericColumn, sortKeyOf, sortPositions, type Row } from './listQuery';
import { whenIdle } from './whenIdle';

/** Rows whose keys one slice works out. */
export const KEY_SLICE = 4000;
/** Rows one slice sorts into a run. */
export const RUN_LENGTH = 8192;

const merge = (a: number[], b: number[], compare: (x: number, y: number) => number): number[] => {
  const out = new Array<number>(a.length + b.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < a.length && j < b.length) out[k++] = compare(a[i], b[j]) <= 0 ? a[i++] : b[j++];
  while (i < a.length) out[k++] = a[i++];
  while (j < b.length) out[k++] = b[j++];
  return out;
};

export const sortPositionsInSlices = (
  rows: Row[],
  field: string,
  order: string | undefined,
  done: (positions: number[]) => void,
  idle: (run: () => void) => void = whenIdle,
): void => {
  const whole = () => done(sortPositions(rows, field, order));
  const numbers = numericColumn(rows, field);
  const keys: (string | number)[] = new Array(rows.length);
  const compare = compareByKeys(keys, order);
  let next = 0;
  let level: number[][] = [];
  let nextLevel: number[][] = [];

  const keySlice = () => {
    const end = Math.min(rows.length, next + KEY_SLICE);
    for (; next < end; next++) {
      const key = sortKeyOf(rows[next][field], numbers);
      if (key === null) return idle(whole);
      keys[next] = key;
    }
    if (next < rows.length) return idle(keySlice);
    next = 0;
    idle(runSlice);
  };

  const runSlice = () => {
    const end = Math.min(rows.length, next + RUN_LENGTH);
    const run: number[] = [];
    for (let i = next; i < end; i++) run.push(i);
    level.push(run.sort(compare));
    next = end;
    idle(next < rows.length ? runSlice : mergeSlice);
  };

  const mergeSlice = () => {
    if (level.length === 0) {
      if (nextLevel.length <= 1) return done(nextLevel[0] ?? []);
      level = nextLevel;
      nextLevel = [];
    }
    const a = level.shift()!;
    const b = level.shift();
    nextLevel.push(b ? merge(a, b, compare) : a);
    idle(mergeSlice);
  };

  idle(rows.length === 0 ? () => done([]) : keySlice);
};
