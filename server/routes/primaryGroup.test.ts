import { describe, expect, it } from 'vitest';
import { withPrimaryGroup } from './primaryGroup';

describe('withPrimaryGroup', () => {
  it('replaces the first group and keeps the others', () => {
    expect(withPrimaryGroup([1, 2, 3], 7)).toEqual([7, 2, 3]);
  });

  it('moves a group the login already has to the front, once', () => {
    expect(withPrimaryGroup([1, 2, 3], 3)).toEqual([3, 2]);
  });

  it('gives a login without groups its first one; clearing removes only the first', () => {
    expect(withPrimaryGroup([], 4)).toEqual([4]);
    expect(withPrimaryGroup([1, 2], undefined)).toEqual([2]);
  });

  it('the same group changes nothing', () => {
    expect(withPrimaryGroup([1, 2], 1)).toEqual([1, 2]);
  });

  it('leaves a group the editor may not take away where it is, and adds the form group beside it', () => {
    const outside = (id: number) => ![8, 5].includes(id);
    expect(withPrimaryGroup([6, 8], 8, outside)).toEqual([6, 8]);
    expect(withPrimaryGroup([6, 8], 5, outside)).toEqual([6, 8, 5]);
    expect(withPrimaryGroup([6, 8], undefined, outside)).toEqual([6, 8]);
    expect(withPrimaryGroup([8, 6], 5, outside)).toEqual([5, 6]);
    expect(withPrimaryGroup([8, 6], undefined, outside)).toEqual([6]);
  });
});
