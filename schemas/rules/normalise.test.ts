import { describe, expect, it } from 'vitest';
import { normalise } from './normalise';

describe('normalise', () => {
  it('drops null, undefined, empty and whitespace-only values and keeps the rest as given', () => {
    expect(normalise({ a: null, b: undefined, c: '', d: '  \t', e: ' x ', f: 0, g: false })).toEqual({ e: ' x ', f: 0, g: false });
  });
  it('turns anything but a plain object into an empty record', () => {
    for (const x of [null, undefined, 'text', 3, [1, 2]]) expect(normalise(x)).toEqual({});
  });
});
