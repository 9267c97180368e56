// A related list's tags: the requirements let the tag list of a short code's accounts show up to
// 10000 rows; every related tag list keeps to that figure.
import { describe, expect, it } from 'vitest';
import { tagsShown } from './RelatedLists';

describe('related tag lists', () => {
  it('show every row up to 10000, and the first 10000 of more', () => {
    expect(tagsShown([1, 2, 3])).toEqual([1, 2, 3]);
    const many = Array.from({ length: 10_001 }, (_, i) => i);
    expect(tagsShown(many)).toHaveLength(10_000);
    expect(tagsShown(many).at(-1)).toBe(9_999);
  });
});
