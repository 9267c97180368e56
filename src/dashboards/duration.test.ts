import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('shows hours and minutes, two digits each', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59)).toBe('00:00');
    expect(formatDuration(60)).toBe('00:01');
    expect(formatDuration(3725)).toBe('01:02');
    expect(formatDuration(36000 + 59 * 60)).toBe('10:59');
  });

  it('keeps counting hours past a day', () => {
    expect(formatDuration(100 * 3600)).toBe('100:00');
  });

  it('accepts digit strings and leaves missing or bad values empty', () => {
    expect(formatDuration('120')).toBe('00:02');
    for (const bad of [null, undefined, '', 'abc', -5, Number.NaN]) expect(formatDuration(bad)).toBe('');
  });
});
