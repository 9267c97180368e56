import { describe, expect, it } from 'vitest';
import type { ColumnConfig } from '../../../language/types';
import { arrangedColumns, readColumnChoice, shownColumns } from './columnChoice';
import { moveColumn, toggleColumn } from './columnMoves';

const declared: ColumnConfig[] = [{ source: 'email' }, { source: 'first_name' }, { source: 'last_name' }, { source: 'enabled' }];
const sources = (columns: readonly ColumnConfig[]) => columns.map((c) => c.source);

describe('column choice', () => {
  it('shows the declared columns when there is no choice', () => {
    expect(shownColumns(declared, undefined)).toBe(declared);
  });

  it('shows the chosen columns in their order, passing over names no longer declared and adding new ones at the end', () => {
    const choice = { order: ['last_name', 'gone', 'email', 'first_name'], hidden: ['first_name', 'gone'] };
    expect(sources(shownColumns(declared, choice))).toEqual(['last_name', 'email', 'enabled']);
    expect(arrangedColumns(declared, choice).map((c) => [c.column.source, c.shown])).toEqual([
      ['last_name', true],
      ['email', true],
      ['first_name', false],
      ['enabled', true],
    ]);
  });

  it('never shows no column: a choice hiding them all shows the declared ones', () => {
    expect(shownColumns(declared, { order: [], hidden: sources(declared) })).toBe(declared);
  });

  it('reads a stored choice only in its own shape', () => {
    expect(readColumnChoice({ order: ['email'], hidden: [] })).toEqual({ order: ['email'], hidden: [] });
    for (const bad of [null, 'email', [], { order: ['email'] }, { order: [1], hidden: [] }, { order: [], hidden: 'email' }])
      expect(readColumnChoice(bad)).toBeUndefined();
  });
});

describe('column menu changes', () => {
  it('hides and shows a column, keeping every column in its place', () => {
    const hidden = toggleColumn(declared, undefined, 'first_name');
    expect(hidden).toEqual({ order: sources(declared), hidden: ['first_name'] });
    expect(toggleColumn(declared, hidden, 'first_name')).toEqual({ order: sources(declared), hidden: [] });
  });

  it('keeps the last column shown', () => {
    let choice = toggleColumn(declared, undefined, 'email');
    choice = toggleColumn(declared, choice, 'first_name');
    choice = toggleColumn(declared, choice, 'last_name');
    expect(toggleColumn(declared, choice, 'enabled').hidden).toEqual(['email', 'first_name', 'last_name']);
  });

  it('moves a column one place, and not past either end', () => {
    const moved = moveColumn(declared, undefined, 'enabled', -1);
    expect(moved.order).toEqual(['email', 'first_name', 'enabled', 'last_name']);
    expect(moveColumn(declared, moved, 'email', -1).order).toEqual(moved.order);
    expect(moveColumn(declared, moved, 'last_name', 1).order).toEqual(moved.order);
    expect(moveColumn(declared, { order: [], hidden: ['email'] }, 'email', 1)).toEqual({
      order: ['first_name', 'email', 'last_name', 'enabled'],
      hidden: ['email'],
    });
  });
});
