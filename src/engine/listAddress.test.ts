import { describe, expect, it } from 'vitest';
import { sameState, searchFromState, stateFromSearch, type ListState } from './listAddress';

const defaults: ListState = { filter: {}, sort: { field: 'email', order: 'ASC' }, page: 1, perPage: 50 };

describe('a list state as an address', () => {
  it('writes nothing for the defaults, and reads a plain address as holding no state', () => {
    expect(searchFromState(defaults, defaults)).toBe('');
    expect(stateFromSearch('', defaults)).toBeUndefined();
    expect(stateFromSearch('?other=1', defaults)).toBeUndefined();
  });

  it('reads back what it writes', () => {
    const state: ListState = { filter: { q: 'ada & co' }, sort: { field: 'first_name', order: 'DESC' }, page: 3, perPage: 10 };
    const search = searchFromState(state, defaults);
    expect(search).toContain('sort=first_name');
    expect(search).toContain('order=DESC');
    expect(sameState(stateFromSearch(search, defaults)!, state)).toBe(true);
  });

  it('takes what an address gives over the defaults, and ignores what it cannot read', () => {
    expect(stateFromSearch('?page=2&perPage=10', defaults)).toEqual({ ...defaults, page: 2, perPage: 10 });
    expect(stateFromSearch('?filter=%7Bnot&order=SIDEWAYS&page=-1&perPage=x', defaults)).toEqual(defaults);
  });
});
