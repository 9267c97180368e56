import { describe, expect, it } from 'vitest';
import { indexList, type Row } from './listQuery';
import { orderedRows } from './orderedRows';

const rows: Row[] = [
  { id: 1, name: 'cherry' },
  { id: 2, name: 'apple' },
  { id: 3, name: 'banana' },
];

describe('orderedRows', () => {
  it('filters, then sorts', () => {
    const list = indexList(rows, [{ source: 'name' }]);
    expect(orderedRows(list, { q: 'an' }, undefined, { field: 'name', order: 'ASC' }).map((r) => r.id)).toEqual([3]);
    expect(orderedRows(list, {}, undefined, { field: 'name', order: 'DESC' }).map((r) => r.id)).toEqual([1, 3, 2]);
  });

  it('answers the same filter and sort from what it kept (page changes do not sort again)', () => {
    const list = indexList(rows, [{ source: 'name' }]);
    const first = orderedRows(list, {}, undefined, { field: 'name', order: 'ASC' });
    expect(orderedRows(list, {}, undefined, { field: 'name', order: 'ASC' })).toBe(first);
    expect(orderedRows(list, {}, undefined, { field: 'name', order: 'DESC' })).not.toBe(first);
  });

  it('starts afresh for a new list (after a mutation)', () => {
    const before = orderedRows(indexList(rows, [{ source: 'name' }]), {}, undefined, { field: 'name', order: 'ASC' });
    const after = orderedRows(indexList([...rows, { id: 4, name: 'apricot' }], [{ source: 'name' }]), {}, undefined, { field: 'name', order: 'ASC' });
    expect(after.map((r) => r.id)).toEqual([2, 4, 3, 1]);
    expect(after).not.toBe(before);
  });
});
