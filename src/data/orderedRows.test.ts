import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterRows, firstRows, indexList, pageRows, sortRows, type Row } from './listQuery';
import { DEFER_SORT_FROM, orderedPage } from './orderedRows';

const rows: Row[] = [
  { id: 1, name: 'cherry' },
  { id: 2, name: 'apple' },
  { id: 3, name: 'banana' },
];
const ids = (page: { data: Row[] }) => page.data.map((r) => r.id);

/** mulberry32, so a failure can be replayed */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** Many rows with repeated, blank, mixed-case and numbered names. */
const many = (count: number, ascii = false): Row[] => {
  const rnd = random(3);
  const names = ['Ann', 'ann', 'bob', 'Bob 2', 'bob 10', '', null, 'zoe', ascii ? 'emile' : 'Émile', 'carl.9', 'carl.10'];
  return Array.from({ length: count }, (_, i) => ({ id: i, name: names[Math.floor(rnd() * names.length)], n: Math.floor(rnd() * 50) }));
};

afterEach(() => vi.useRealTimers());

describe('orderedPage', () => {
  it('filters, then sorts, then pages; the total counts the filtered rows', () => {
    const list = indexList(rows, [{ source: 'name' }]);
    expect(orderedPage(list, { q: 'an' }, undefined, { field: 'name', order: 'ASC' }, { page: 1, perPage: 10 })).toEqual({
      data: [rows[2]],
      total: 1,
    });
    expect(ids(orderedPage(list, {}, undefined, { field: 'name', order: 'DESC' }, undefined))).toEqual([1, 3, 2]);
    expect(ids(orderedPage(list, {}, undefined, { field: 'name', order: 'ASC' }, { page: 2, perPage: 2 }))).toEqual([1]);
  });

  it('answers the same filter and sort from what it kept (page changes do not sort again)', () => {
    const list = indexList(rows, [{ source: 'name' }]);
    const first = orderedPage(list, {}, undefined, { field: 'name', order: 'ASC' }, undefined).data;
    expect(orderedPage(list, {}, undefined, { field: 'name', order: 'ASC' }, undefined).data).toBe(first);
    expect(orderedPage(list, {}, undefined, { field: 'name', order: 'DESC' }, undefined).data).not.toBe(first);
  });

  it('starts afresh for a new list (after a mutation)', () => {
    const before = orderedPage(indexList(rows, [{ source: 'name' }]), {}, undefined, { field: 'name', order: 'ASC' }, undefined).data;
    const after = orderedPage(
      indexList([...rows, { id: 4, name: 'apricot' }], [{ source: 'name' }]),
      {},
      undefined,
      { field: 'name', order: 'ASC' },
      undefined,
    ).data;
    expect(after.map((r) => r.id)).toEqual([2, 4, 3, 1]);
    expect(after).not.toBe(before);
  });

  it('answers a large list’s first pages before its full order, then keeps the full order', () => {
    vi.useFakeTimers();
    const big = many(DEFER_SORT_FROM + 500);
    const list = indexList(big, [{ source: 'name' }]);
    const sort = { field: 'name', order: 'ASC' };
    const expected = sortRows(big, 'name', 'ASC');
    const page2 = orderedPage(list, {}, undefined, sort, { page: 2, perPage: 50 });
    expect(page2).toEqual({ data: expected.slice(50, 100), total: big.length });
    vi.runAllTimers();
    // Now from the kept full order: the last page too, and the same array for the same question.
    const lastPage = orderedPage(list, {}, undefined, sort, { page: Math.ceil(big.length / 50), perPage: 50 });
    expect(lastPage.data).toEqual(expected.slice(-(big.length % 50 || 50)));
    expect(orderedPage(list, {}, undefined, sort, undefined).data).toBe(orderedPage(list, {}, undefined, sort, undefined).data);
  });
});

describe('orderedPage, filter after filter', () => {
  const meaning = { kinds: { n: 'number' as const } };
  /** What a page must hold: filter, then sort, then page, worked out from scratch. */
  const expected = (rowsIn: Row[], filter: Record<string, unknown>, field: string, order: string, page: number) => {
    const all = sortRows(filterRows(indexList(rowsIn, [{ source: 'name' }, { source: 'n' }]), filter, meaning), field, order);
    return { data: pageRows(all, page, 50), total: all.length };
  };

  it.each([
    ['a small list', 2000],
    ['a large list, before and after its full order is built', DEFER_SORT_FROM + 3000],
  ])('typing, deleting, paging, re-sorting and column filters always give the rows worked out from scratch: %s', (_, size) => {
    vi.useFakeTimers();
    const rnd = random(11);
    const big = many(size, true);
    const list = indexList(big, [{ source: 'name' }, { source: 'n' }]);
    const texts = ['', 'a', 'an', 'ann', 'an', 'b', 'bo', 'bob', 'bob 1', 'bob 10', 'bob 1', 'o', 'e', 'em', 'carl.1', 'carl.', 'z', ''];
    let sort = { field: 'name', order: 'ASC' };
    // A column filter on n, added, changed (narrower or wider) and removed between keystrokes.
    let range: { min?: number; max?: number } | undefined;
    for (let step = 0; step < 120; step++) {
      const q = texts[step % texts.length];
      if (rnd() < 0.1) sort = { field: rnd() < 0.5 ? 'name' : 'n', order: rnd() < 0.5 ? 'ASC' : 'DESC' };
      if (rnd() < 0.3) vi.runAllTimers();
      if (rnd() < 0.2) range = rnd() < 0.3 ? undefined : { min: Math.floor(rnd() * 30), max: rnd() < 0.5 ? 40 : undefined };
      const page = rnd() < 0.7 ? 1 : 2 + Math.floor(rnd() * 5);
      const filter = { ...(q ? { q } : {}), ...(range ? { n: range } : {}) };
      expect(orderedPage(list, filter, meaning, sort, { page, perPage: 50 })).toEqual(expected(big, filter, sort.field, sort.order, page));
    }
  });

  it('does not sort again for a new filter once the full order exists', () => {
    let reads = 0;
    const names = ['pear', 'apple', 'fig', 'banana', 'cherry'];
    // Sorting reads each name's text; the filter reads only the search texts built beforehand.
    const counted = Array.from({ length: 200 }, (_, i) => ({
      id: i,
      name: { toString: () => (reads++, `${names[i % 5]} ${i}`) },
    }));
    const list = indexList(counted, [{ source: 'name' }]);
    const sort = { field: 'name', order: 'ASC' };
    orderedPage(list, {}, undefined, sort, { page: 1, perPage: 10 });
    void list.search;
    expect(reads).toBeGreaterThan(0);
    reads = 0;
    const pages = ['a', 'ap', 'e', '', 'fig 1'].map((q) => orderedPage(list, { q }, undefined, sort, { page: 1, perPage: 10 }));
    expect(reads).toBe(0);
    const plain = counted.map((r) => ({ id: r.id, name: String(r.name) }));
    expect(pages.map((p) => p.data.map((r) => r.id))).toEqual(
      ['a', 'ap', 'e', '', 'fig 1'].map((q) =>
        expected(plain, { q }, 'name', 'ASC', 1)
          .data.slice(0, 10)
          .map((r) => r.id),
      ),
    );
  });
});

describe('firstRows', () => {
  it.each([
    ['with non-ASCII text (the collator sorts)', false],
    ['printable ASCII only (sort keys sort)', true],
  ])('equals the start of the full sort, ties in list order and blanks last, both directions: %s', (_, ascii) => {
    const rowsMany = many(3000, ascii);
    for (const field of ['name', 'n']) {
      for (const order of ['ASC', 'DESC']) {
        for (const count of [1, 7, 50, 2999, 3000, 4000]) {
          expect(firstRows(rowsMany, field, order, count)).toEqual(sortRows(rowsMany, field, order).slice(0, count));
        }
      }
    }
  });
});
