// A typed field's stored value when the screen's validator has not checked it (one of another
// schema): never stored as something else than its schema says.
import { describe, expect, it } from 'vitest';
import { typedValue } from './recordTyped';

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (err) {
    return { status: (err as { status?: number }).status, message: (err as Error).message };
  }
  return undefined;
};

describe('typedValue', () => {
  it('keeps a number, a yes/no and a list as sent; a blank as null or empty, or the default', () => {
    expect(typedValue({ type: 'integer' }, 'Attempts', 3, undefined)).toBe(3);
    expect(typedValue({ type: 'number' }, 'Rate', 2.5, undefined)).toBe(2.5);
    expect(typedValue({ type: 'integer' }, 'Attempts', ' ', 7)).toBeNull();
    expect(typedValue({ type: 'integer', default: 2 }, 'Attempts', undefined, undefined)).toBe(2);
    expect(typedValue({ type: 'boolean' }, 'Enabled', undefined, true)).toBe(true);
    expect(typedValue({ type: 'boolean' }, 'Enabled', undefined, undefined)).toBe(false);
    const days = { type: 'array', items: { enum: ['mon', 'tue'] } };
    expect(typedValue(days, 'Days', ['tue'], undefined)).toEqual(['tue']);
    expect(typedValue(days, 'Days', null, ['mon'])).toEqual([]);
  });

  it('refuses with a 400 what is not of its type, rather than store it as text', () => {
    expect(refusal(() => typedValue({ type: 'integer' }, 'Attempts', '3', undefined))).toEqual({
      status: 400,
      message: 'Attempts must be a whole number',
    });
    expect(refusal(() => typedValue({ type: 'integer' }, 'Attempts', 1.5, undefined))?.message).toBe('Attempts must be a whole number');
    expect(refusal(() => typedValue({ type: 'number' }, 'Rate', 'x', undefined))?.message).toBe('Rate must be a number');
    expect(refusal(() => typedValue({ type: 'boolean' }, 'Enabled', 'yes', undefined))?.message).toBe('Enabled must be true or false');
    const days = { type: 'array', items: { enum: ['mon', 'tue'] } };
    expect(refusal(() => typedValue(days, 'Days', 'mon,tue', undefined))?.message).toBe('Days must be a list');
  });
});
