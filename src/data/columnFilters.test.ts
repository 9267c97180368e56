import { describe, expect, it } from 'vitest';
import { columnTest, dayStart, flagOption, readColumnFilter } from './columnFilters';

const passing = (rows: Record<string, unknown>[], source: string, kind: Parameters<typeof columnTest>[2], value: unknown) => {
  const test = columnTest(rows, source, kind, value);
  return test && rows.flatMap((row, i) => (test(i) ? [row.id] : []));
};

describe('column filter values', () => {
  it('reads yes/no options whatever form a status is stored in', () => {
    expect([true, 1, '1', 'true'].map(flagOption)).toEqual(['true', 'true', 'true', 'true']);
    expect([false, 0, '0', 'false'].map(flagOption)).toEqual(['false', 'false', 'false', 'false']);
    expect([null, 'yes', 2, {}].map(flagOption)).toEqual([undefined, undefined, undefined, undefined]);
    expect(readColumnFilter('flag', { in: [1, 'true', false, 'maybe'] })).toEqual({ in: ['true', 'false'] });
  });

  it('reads choices as text, ranges as numbers and days', () => {
    expect(readColumnFilter('choice', { in: ['GET', 3, { x: 1 }] })).toEqual({ in: ['GET', '3'] });
    expect(readColumnFilter('number', { min: '2', max: 5 })).toEqual({ min: 2, max: 5 });
    expect(readColumnFilter('number', { min: 0 })).toEqual({ min: 0 });
    expect(readColumnFilter('date', { from: '2026-01-31', to: '2026-02-30' })).toEqual({ from: '2026-01-31' });
  });

  it('reads nothing from a value that makes no sense, rather than failing', () => {
    for (const value of [null, 'x', 3, [], ['a'], { in: 'GET' }, { in: [] }, { in: [null, {}] }, {}, { other: 1 }])
      expect(readColumnFilter('choice', value)).toBeUndefined();
    for (const value of [{ min: 'a', max: '' }, { min: null }, { min: Infinity }, { from: 1 }])
      expect(readColumnFilter('number', value)).toBeUndefined();
    for (const value of [{ from: '2026-13-01' }, { to: '26-01-01' }, { from: '2026-1-1' }, { min: 3 }])
      expect(readColumnFilter('date', value)).toBeUndefined();
  });

  it('reads the words of a text filter as given, and nothing from blank or other words', () => {
    expect(readColumnFilter('text', { contains: 'Reid ' })).toEqual({ contains: 'Reid ' });
    expect(readColumnFilter('text', { is: 'reid@example.org', other: 1 })).toEqual({ is: 'reid@example.org' });
    for (const value of [{ contains: '  ' }, { contains: 3 }, { is: ['a'] }, { in: ['a'] }, { min: 1 }, 'reid'])
      expect(readColumnFilter('text', value)).toBeUndefined();
  });

  it('takes whole days in local time', () => {
    expect(dayStart('2026-03-01')).toBe(new Date(2026, 2, 1).getTime());
    expect(dayStart('2026-02-28', 1)).toBe(new Date(2026, 2, 1).getTime());
    expect(dayStart('2026-02-29')).toBeUndefined();
    expect(dayStart('not a day')).toBeUndefined();
  });
});

describe('rows passing a column filter', () => {
  it('matches statuses stored as true, 1 or "1" as one option, and anything else as the other', () => {
    const rows = [true, 1, '1', false, 0, '0', null].map((enabled, id) => ({ id, enabled }));
    expect(passing(rows, 'enabled', 'flag', { in: ['true'] })).toEqual([0, 1, 2]);
    expect(passing(rows, 'enabled', 'flag', { in: [false] })).toEqual([3, 4, 5, 6]);
    expect(passing(rows, 'enabled', 'flag', { in: ['true', 'false'] })).toHaveLength(7);
  });

  it('matches choices by their stored code', () => {
    const rows = ['GET', 'POST', 'PUT', null, 7].map((method, id) => ({ id, method }));
    expect(passing(rows, 'method', 'choice', { in: ['GET', 'PUT'] })).toEqual([0, 2]);
    expect(passing(rows, 'method', 'choice', { in: ['7'] })).toEqual([4]);
    expect(passing(rows, 'method', 'choice', { in: ['null'] })).toEqual([]);
  });

  it('compares counts: an array by its length, a number as it is, both bounds included', () => {
    const rows = [[], [1], [1, 2, 3], 2, '4', null, 'x'].map((count, id) => ({ id, count }));
    expect(passing(rows, 'count', 'number', { min: 1, max: 3 })).toEqual([1, 2, 3]);
    expect(passing(rows, 'count', 'number', { max: 0 })).toEqual([0]);
    expect(passing(rows, 'count', 'number', { min: 4 })).toEqual([4]);
    expect(passing(rows, 'count', 'number', { min: 5, max: 1 })).toEqual([]);
  });

  it('takes a date range as whole local days, both included; a row without a date never passes', () => {
    const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
    const rows = [at(2025, 12, 31, 23, 59), at(2026, 1, 1), at(2026, 1, 31, 23, 59), at(2026, 2, 1), '', null, 'soon'].map((seen, id) => ({
      id,
      seen,
    }));
    expect(passing(rows, 'seen', 'date', { from: '2026-01-01', to: '2026-01-31' })).toEqual([1, 2]);
    expect(passing(rows, 'seen', 'date', { from: '2026-01-01' })).toEqual([1, 2, 3]);
    expect(passing(rows, 'seen', 'date', { to: '2025-12-31' })).toEqual([0]);
  });

  it('takes a day (a schema date, YYYY-MM-DD) as the local day it names, wherever the browser is', () => {
    const zone = process.env.TZ;
    // West of Greenwich, where reading the day in UTC put it on the day before.
    process.env.TZ = 'America/New_York';
    try {
      const rows = ['2026-02-28', '2026-03-01', '2026-03-02', ''].map((starts_on, id) => ({ id, starts_on }));
      expect(passing(rows, 'starts_on', 'date', { from: '2026-03-01', to: '2026-03-01' })).toEqual([1]);
      expect(passing(rows, 'starts_on', 'date', { from: '2026-03-01' })).toEqual([1, 2]);
      expect(passing(rows, 'starts_on', 'date', { to: '2026-02-28' })).toEqual([0]);
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });

  it('matches text that holds the words, or is them, whatever their case and outer spaces', () => {
    const rows = ['reid@example.org', 'Reid@Example.com', 'alex.reid', 'REID', null, 42].map((email, id) => ({ id, email }));
    expect(passing(rows, 'email', 'text', { contains: 'REID' })).toEqual([0, 1, 2, 3]);
    expect(passing(rows, 'email', 'text', { contains: ' example.org ' })).toEqual([0]);
    expect(passing(rows, 'email', 'text', { is: 'reid' })).toEqual([3]);
    expect(passing(rows, 'email', 'text', { is: 'reid@example.com' })).toEqual([1]);
    expect(passing(rows, 'email', 'text', { contains: '4' })).toEqual([5]);
    expect(passing(rows, 'email', 'text', { contains: 'exa', is: 'reid@example.org' })).toEqual([0]);
    expect(columnTest(rows, 'email', 'text', { contains: ' ' })).toBeUndefined();
  });

  it('gives no test for a value that sets nothing', () => {
    expect(columnTest([{ id: 1 }], 'count', 'number', { min: 'many' })).toBeUndefined();
    expect(columnTest([{ id: 1 }], 'seen', 'date', { from: '' })).toBeUndefined();
  });
});
