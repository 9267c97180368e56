import { describe, expect, it } from 'vitest';
import { normalise, sameCode, sameCodeAs } from './normalise';

describe('normalise', () => {
  it('drops null, undefined, empty and whitespace-only values and keeps the rest as given', () => {
    expect(normalise({ a: null, b: undefined, c: '', d: '  \t', e: ' x ', f: 0, g: false })).toEqual({ e: ' x ', f: 0, g: false });
  });
  it('turns anything but a plain object into an empty record', () => {
    for (const x of [null, undefined, 'text', 3, [1, 2]]) expect(normalise(x)).toEqual({});
  });
});

describe('sameCodeAs', () => {
  it('answers as sameCode does, blanks, letter case and letters beyond ASCII included', () => {
    const values = [
      '',
      ' ',
      'a',
      'A',
      ' abc ',
      'ABC',
      'abd',
      '\tAbc\n',
      '\u00a0abc',
      'ıd',
      'ID',
      'ſs',
      'SS',
      'ß',
      'straße',
      'STRASSE',
      '1a',
      '1A',
      3,
      null,
    ];
    for (const b of values) {
      const same = sameCodeAs(b);
      for (const a of values) expect(same(a), `${JSON.stringify(a)} ~ ${JSON.stringify(b)}`).toBe(sameCode(a, b));
    }
  });
});
