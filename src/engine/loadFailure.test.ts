import { describe, expect, it } from 'vitest';
import { loadFailure } from './loadFailure';

const translate = (key: string) => `[${key}] `;

describe('loadFailure', () => {
  it('shows the first failed load with its own prefix', () => {
    expect(
      loadFailure(translate, [
        { error: null, prefix: 'a' },
        { error: new Error('down'), prefix: 'b' },
        { error: new Error('x'), prefix: 'c' },
      ]),
    ).toBe('[b] down');
  });
  it('is null when every load succeeded', () => {
    expect(loadFailure(translate, [{ error: null, prefix: 'a' }])).toBeNull();
  });
});
