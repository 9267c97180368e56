// Applying an entry: a few rows by splicing, many by one rebuild, both to the same array; an
// entry that does not fit the data is refused rather than applied anyhow.
import { describe, expect, it } from 'vitest';
import { applyArrayOp, applyChange } from './apply';

const range = (n: number) => Array.from({ length: n }, (_, k) => k);

describe('applyArrayOp', () => {
  it('deletes old positions, inserts new ones, then updates, by splicing or by rebuilding alike', () => {
    const op = {
      d: [0, 3, 4],
      i: [
        [0, 'a'],
        [2, 'b'],
        [9, 'c'],
      ] as [number, unknown][],
      u: [[1, 'u']] as [number, unknown][],
    };
    const expected = ['a', 'u', 'b', 2, 5, 6, 7, 8, 9, 'c', 10];
    expect(applyArrayOp(range(11), op)).toEqual(expected);
    const many = { d: range(70).map((k) => k * 2), i: [[0, 'x']] as [number, unknown][] };
    const spliced: unknown[] = range(140);
    for (const at of [...many.d].reverse()) spliced.splice(at, 1);
    spliced.unshift('x');
    expect(applyArrayOp(range(140), many)).toEqual(spliced);
  });

  it('refuses positions outside the array', () => {
    expect(() => applyArrayOp([1, 2], { d: [2] })).toThrow(/does not fit/);
    expect(() => applyArrayOp([1, 2], { d: [1, 0] })).toThrow(/does not fit/);
    expect(() => applyArrayOp([1, 2], { i: [[3, 'x']] })).toThrow(/does not fit/);
    expect(() => applyArrayOp([1, 2], { u: [[2, 'x']] })).toThrow(/does not fit/);
    expect(() => applyArrayOp(range(100), { d: range(70).map(() => 5) })).toThrow(/does not fit/);
  });
});

describe('applyChange', () => {
  it('sets, removes and changes keys; never the prototype', () => {
    const data: Record<string, unknown> = { a: [1, 2], b: { x: 1 }, c: [] };
    applyChange(data, { a: { i: [[2, 3]] }, b: { v: { x: 2 } }, c: { x: 1 }, d: { v: [] } });
    expect(data).toEqual({ a: [1, 2, 3], b: { x: 2 }, d: [] });
    expect(() => applyChange(data, JSON.parse('{"__proto__":{"v":{"polluted":true}}}'))).toThrow(/does not fit/);
    expect(() => applyChange(data, { b: { d: [0] } })).toThrow(/not an array/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
