import { describe, expect, it } from 'vitest';
import { defaultView, readSavedViews, type SavedView } from './savedViews';
import { viewQuery } from './viewQuery';
import { addView, deleteView, makeDefault, nameProblem, renameView } from './viewRules';

const view = (name: string, more: Partial<SavedView> = {}): SavedView => ({
  name,
  filter: { q: 'example' },
  sort: { field: 'email', order: 'ASC' },
  perPage: 25,
  ...more,
});

describe('saved views, as stored', () => {
  it('reads a list of views, columns and default included', () => {
    const views = [view('Staff', { columns: { order: ['email'], hidden: ['enabled'] }, isDefault: true }), view('All')];
    expect(readSavedViews(JSON.parse(JSON.stringify(views)))).toEqual([
      { ...views[0] },
      { ...views[1], columns: undefined, isDefault: undefined },
    ]);
    expect(defaultView(views)?.name).toBe('Staff');
    expect(defaultView([view('All')])).toBeUndefined();
  });

  it.each([
    ['not a list', { name: 'Staff' }],
    ['a view without a name', [{ ...view('Staff'), name: '' }]],
    ['a name too long', [view('x'.repeat(41))]],
    ['a filter that is a list', [{ ...view('Staff'), filter: [] }]],
    ['a sort order that is neither', [{ ...view('Staff'), sort: { field: 'email', order: 'UP' } }]],
    ['a page size of no rows', [{ ...view('Staff'), perPage: 0 }]],
    ['a page before the first', [{ ...view('Staff'), page: 0 }]],
    ['a page that is no whole number', [{ ...view('Staff'), page: 1.5 }]],
    ['columns of another shape', [{ ...view('Staff'), columns: ['email'] }]],
    ['one view of several unreadable', [view('All'), null]],
  ])('reads nothing from %s', (_, value) => {
    expect(readSavedViews(value)).toBeUndefined();
  });

  it('reads the page a view was saved on', () => {
    expect(readSavedViews([view('Staff', { page: 3 })])?.[0]?.page).toBe(3);
  });

  it("writes a view's list state as react-admin's query, on the page it was saved on", () => {
    expect(viewQuery(view('Staff', { page: 2 }))).toBe('?filter=%7B%22q%22%3A%22example%22%7D&order=ASC&page=2&perPage=25&sort=email');
  });

  it("writes a view's list state as react-admin's query, on the first page", () => {
    expect(viewQuery(view('Staff', { sort: { field: 'first_name', order: 'DESC' }, perPage: 10 }))).toBe(
      '?filter=%7B%22q%22%3A%22example%22%7D&order=DESC&page=1&perPage=10&sort=first_name',
    );
  });
});

describe('saved view names', () => {
  const views = [view('Staff'), view('All')];

  it('need 1 to 40 characters, spaces around them not counted', () => {
    const length = { key: 'listViews.nameLength', options: { max: 40 } };
    expect(nameProblem(views, '')).toEqual(length);
    expect(nameProblem(views, '   ')).toEqual(length);
    expect(nameProblem(views, 'x'.repeat(41))).toEqual(length);
    expect(nameProblem(views, ` ${'x'.repeat(40)} `)).toBeUndefined();
    expect(nameProblem(views, 'A')).toBeUndefined();
  });

  it('are unique on the screen whatever their case; a view keeps its own name when renamed', () => {
    expect(nameProblem(views, ' staff ')).toEqual({ key: 'listViews.nameTaken', options: { name: 'Staff' } });
    expect(nameProblem(views, 'STAFF', 'Staff')).toBeUndefined();
    expect(nameProblem(views, 'all', 'Staff')).toEqual({ key: 'listViews.nameTaken', options: { name: 'All' } });
  });
});

describe('saved view changes', () => {
  it('add a view at the end, its name trimmed', () => {
    expect(addView([view('Staff')], view('  New  ')).map((v) => v.name)).toEqual(['Staff', 'New']);
  });

  it('rename and delete one view, leaving the others', () => {
    const views = [view('Staff', { isDefault: true }), view('All')];
    expect(renameView(views, 'Staff', ' Team ')).toEqual([view('Team', { isDefault: true }), view('All')]);
    expect(deleteView(views, 'Staff')).toEqual([view('All')]);
  });

  it('make at most one view the default, or none', () => {
    const views = [view('Staff', { isDefault: true }), view('All')];
    expect(makeDefault(views, 'All')).toEqual([view('Staff'), view('All', { isDefault: true })]);
    expect(makeDefault(views, undefined)).toEqual([view('Staff'), view('All')]);
  });
});
