import { describe, expect, it } from 'vitest';
import { filterRows, indexList, pageRows, sortRows, type Row } from './listQuery';

const rows: Row[] = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  email: `user${i + 1}@example.com`,
  first_name: i % 3 === 0 ? 'Ann' : 'Bob',
  groups: i % 2 === 0 ? [{ api_group_id: 7 }] : [],
}));

describe('list query', () => {
  const list = indexList(rows, [{ source: 'email' }, { source: 'first_name' }]);

  it('filters case-insensitively across the searchable fields', () => {
    expect(filterRows(list, { q: 'ANN' })).toHaveLength(40);
    expect(filterRows(list, { q: 'user11' }).map((r) => r.id)).toEqual([11, 110, 111, 112, 113, 114, 115, 116, 117, 118, 119]);
    expect(filterRows(list, { q: '   ' })).toHaveLength(120);
  });

  it('matches a column as it reads on screen when the column says how', () => {
    const flagged: Row[] = [
      { id: 1, enabled: true },
      { id: 2, enabled: false },
    ];
    const shown = indexList(flagged, [{ source: 'enabled', display: (v) => (v ? 'Enabled' : 'Disabled') }]);
    expect(filterRows(shown, { q: 'disabled' }).map((r) => r.id)).toEqual([2]);
    expect(filterRows(shown, { q: 'true' })).toHaveLength(0);
  });

  it('filters by membership in an array of objects', () => {
    expect(filterRows(list, { group: '7' }, { filters: { group: 'groups.api_group_id' } })).toHaveLength(60);
  });

  it('combines the text with column filters, and ignores a column filter that makes no sense', () => {
    const meaning = { kinds: { groups: 'number' as const, first_name: 'choice' as const } };
    expect(filterRows(list, { q: 'user1', groups: { min: 1 } }, meaning).map((r) => r.id)).toEqual(
      rows.filter((r) => String(r.email).startsWith('user1') && (r.id as number) % 2 === 1).map((r) => r.id),
    );
    expect(filterRows(list, { first_name: { in: ['Ann'] }, groups: { max: 0 } }, meaning)).toHaveLength(20);
    expect(filterRows(list, { q: 'ann', first_name: { in: 'Ann' }, groups: { min: 'lots' } }, meaning)).toHaveLength(40);
    // an object under a field without a filter kind matches nothing, as any other unknown value
    expect(filterRows(list, { email: { in: ['x'] } }, meaning)).toHaveLength(0);
  });

  it('sorts numerically aware, both directions, blanks last', () => {
    const sorted = sortRows(rows, 'email', 'ASC');
    expect(sorted.slice(0, 3).map((r) => r.id)).toEqual([1, 2, 3]);
    expect(sortRows(rows, 'id', 'DESC')[0].id).toBe(120);
    const withBlank = sortRows(
      [
        { id: 1, a: '' },
        { id: 2, a: 'b' },
        { id: 3, a: 'a' },
      ],
      'a',
      'ASC',
    );
    expect(withBlank.map((r) => r.id)).toEqual([3, 2, 1]);
  });

  it('filters, then sorts, then pages: page counts follow the filter', () => {
    const filtered = filterRows(list, { q: 'bob' });
    expect(filtered).toHaveLength(80);
    const sorted = sortRows(filtered, 'id', 'DESC');
    expect(pageRows(sorted, 2, 50).map((r) => r.id)[0]).toBe(sorted[50].id);
    expect(pageRows(sorted, 2, 50)).toHaveLength(30);
    expect(pageRows(sorted, 3, 50)).toHaveLength(0);
  });
});

describe('sorting at scale', () => {
  it('orders as the collator does, with mixed case, punctuation, numbers, blanks and non-ASCII names', () => {
    const values = ['Émile', 'zoe', 'Ann', 'ann.10', 'ann.9', '', 'Bob', null, 'bob-2', 'bob 2', 'Zoë', 'émile', '0', '~x'];
    const rows: Row[] = values.map((v, i) => ({ id: i, name: v }));
    const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });
    const expected = (order: 1 | -1) =>
      [...rows].sort((a, b) => {
        const [x, y] = [a.name, b.name];
        if (x === y) return 0;
        if (x === null || x === '') return 1;
        if (y === null || y === '') return -1;
        return collator.compare(String(x), String(y)) * order;
      });
    // with a non-ASCII value (the collator sorts) and without (sort keys sort)
    expect(sortRows(rows, 'name', 'ASC')).toEqual(expected(1));
    expect(sortRows(rows, 'name', 'DESC')).toEqual(expected(-1));
    const ascii = rows.filter((r) => !/[^\x20-\x7e]/.test(String(r.name ?? '')));
    expect(sortRows(ascii, 'name', 'ASC').map((r) => r.name)).toEqual([
      '~x',
      '0',
      'Ann',
      'ann.9',
      'ann.10',
      'Bob',
      'bob 2',
      'bob-2',
      'zoe',
      '',
      null,
    ]);
    expect(sortRows(ascii, 'name', 'DESC').map((r) => r.name)).toEqual([
      'zoe',
      'bob-2',
      'bob 2',
      'Bob',
      'ann.10',
      'ann.9',
      'Ann',
      '0',
      '~x',
      '',
      null,
    ]);
  });

  it('sorts booleans as the text they hold and numbers by value', () => {
    const flags: Row[] = [
      { id: 1, on: true },
      { id: 2, on: false },
      { id: 3, on: true },
    ];
    expect(sortRows(flags, 'on', 'ASC').map((r) => r.id)).toEqual([2, 1, 3]);
    const numbers: Row[] = [
      { id: 1, n: 10 },
      { id: 2, n: 9 },
      { id: 3, n: null },
      { id: 4, n: -1 },
    ];
    expect(sortRows(numbers, 'n', 'ASC').map((r) => r.id)).toEqual([4, 2, 1, 3]);
    expect(sortRows(numbers, 'n', 'DESC').map((r) => r.id)).toEqual([1, 2, 4, 3]);
  });
});

describe('search texts', () => {
  it('are built on first use, once', () => {
    let shown = 0;
    const list = indexList(
      [
        { id: 1, on: true },
        { id: 2, on: false },
        { id: 3, on: true },
      ],
      [{ source: 'on', display: (v) => (shown++, v ? 'Enabled' : 'Disabled') }],
    );
    expect(shown).toBe(0);
    expect(filterRows(list, { q: 'enab' }).map((r) => r.id)).toEqual([1, 3]);
    // once per distinct value, and not again for the next filter
    expect(shown).toBe(2);
    expect(filterRows(list, { q: 'dis' }).map((r) => r.id)).toEqual([2]);
    expect(shown).toBe(2);
  });
});
