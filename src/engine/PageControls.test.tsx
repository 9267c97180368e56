import { describe, expect, it } from 'vitest';
import { clampPage } from './PageControls';

describe('clampPage', () => {
  it('keeps a typed or stepped page within 1..pages', () => {
    expect(clampPage(9, 3)).toBe(3);
    expect(clampPage(0, 3)).toBe(1);
    expect(clampPage(2.7, 3)).toBe(2);
    expect(clampPage(Number.NaN, 3)).toBe(1);
  });
});
