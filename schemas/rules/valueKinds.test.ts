import { describe, expect, it } from 'vitest';
import { valueKind } from './valueKinds';

describe('valueKind', () => {
  it("reads JSON Schema's own words: a type alone, a list of fixed choices, a string's day or time format", () => {
    expect(valueKind({ type: 'integer' })).toBe('integer');
    expect(valueKind({ type: 'number' })).toBe('number');
    expect(valueKind({ type: 'boolean' })).toBe('boolean');
    expect(valueKind({ type: 'array', items: { enum: ['mon', 'tue'] } })).toBe('choices');
    expect(valueKind({ type: 'array', items: { oneOf: [{ const: 'mon', title: 'Monday' }] } })).toBe('choices');
    for (const format of ['date', 'date-time', 'time', 'iso-time']) expect(valueKind({ type: 'string', format })).toBe(format);
  });

  it('says nothing of text, unions, other lists and other formats, which keep the text input', () => {
    expect(valueKind(undefined)).toBeUndefined();
    expect(valueKind({ type: 'string' })).toBeUndefined();
    expect(valueKind({ type: ['integer', 'string'] })).toBeUndefined();
    expect(valueKind({ type: ['string', 'null'], format: 'date' })).toBeUndefined();
    expect(valueKind({ type: 'array', items: { type: 'object' } })).toBeUndefined();
    expect(valueKind({ type: 'array', items: { oneOf: [{ type: 'string' }] } })).toBeUndefined();
    expect(valueKind({ type: 'string', format: 'email' })).toBeUndefined();
  });
});
