// The sliced sort gives sortPositions' order exactly, a slice per idle callback.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexList, sortPositions, type Row } from './listQuery';
import { KEY_SLICE, RUN_LENGTH, sortPositionsInSlices } from './sortInSlices';

afterEach(() => vi.useRealTimers());

/** mulberry32, so a failure can be replayed */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const rowsOf = (count: number, names: readonly (string | null)[]): Row[] => {
  const rnd = random(9);
  return Array.from({ length: count }, (_, i) => ({
    id: i,
    name: names[Math.floor(rnd() * names.length)],
    n: rnd() < 0.1 ? '' : Math.floor(rnd() * 500),
  }));
};

const sliced = (rows: Row[], field: string, order: string) => {
  vi.useFakeTimers();
  let result: number[] | undefined;
  sortPositionsInSlices(rows, field, order, (positions) => (result = positions));
  let slices = 0;
  while (result === undefined && slices < 10000) {
    vi.advanceTimersToNextTimer();
    slices++;
  }
  return { result, slices };
};

/** Printable ASCII only, so sort keys apply: repeated, blank, mixed-case and numbered names. */
const ascii = ['Ann', 'ann', 'bob', 'Bob 2', 'bob 10', '', null, 'zoe', 'carl.9', 'carl.10', 'emile'];

describe('sortPositionsInSlices', () => {
  it.each(['ASC', 'DESC'])('orders text and number columns exactly as sortPositions, %s', (order) => {
    const rows = rowsOf(3 * RUN_LENGTH + 17, ascii);
    for (const field of ['name', 'n']) {
      const { result, slices } = sliced(rows, field, order);
      expect(result).toEqual(sortPositions(rows, field, order));
      // keys, runs and merges each in their own slices
      expect(slices).toBeGreaterThanOrEqual(Math.ceil(rows.length / KEY_SLICE) + Math.ceil(rows.length / RUN_LENGTH));
    }
  });

  it('falls back to sortPositions where the collator must sort (non-ASCII text)', () => {
    const rows = rowsOf(RUN_LENGTH + 5, ['Émile', 'Zoë', 'ann', 'Åsa', '']);
    expect(sliced(rows, 'name', 'ASC').result).toEqual(sortPositions(rows, 'name', 'ASC'));
  });

  it('answers an empty list', () => {
    expect(sliced([], 'name', 'ASC').result).toEqual([]);
  });
});

describe('search texts built a slice at a time', () => {
  it('give the same texts as built at once, and finish on first use', () => {
    const rows = rowsOf(2500, ascii);
    const whole = indexList(rows, [{ source: 'name' }, { source: 'n' }]).search;
    const sliced = indexList(rows, [{ source: 'name' }, { source: 'n' }]);
    expect(sliced.buildSearch(1000)).toBe(false);
    expect(sliced.buildSearch(1000)).toBe(false);
    expect(sliced.search).toEqual(whole);
    expect(sliced.buildSearch(1000)).toBe(true);
  });
});
