import { describe, expect, it } from 'vitest';
import { formatRate, percentage, rejectRate, transferRate } from './rates';

describe('report rates', () => {
  it('is a percentage rounded to 2 decimals', () => {
    expect(percentage(1, 3)).toBe(33.33);
    expect(percentage(2, 3)).toBe(66.67);
    expect(percentage(1, 8)).toBe(12.5);
    expect(percentage(201, 20000)).toBe(1.01);
    expect(percentage(5, 5)).toBe(100);
  });

  it('is 0 when nothing was received or no call was made', () => {
    expect(percentage(0, 0)).toBe(0);
    expect(percentage(3, 0)).toBe(0);
    expect(percentage(Number.NaN, 10)).toBe(0);
  });

  it('divides rejected by received', () => {
    expect(rejectRate({ rows_reject: 12, rows_received: 480 })).toBe(2.5);
  });

  it('divides transfers by total calls made (not by recipients)', () => {
    expect(transferRate({ transfer_count: 7, total_calls_made_cnt: 90 })).toBe(7.78);
  });

  it('shows two decimals', () => {
    expect(formatRate(12.5)).toBe('12.50');
    expect(formatRate(0)).toBe('0.00');
    expect(formatRate(33.33)).toBe('33.33');
  });
});
