// What the pickers send passes the schema's own format (the build's ajv), and what the platform
// stores shows back in the picker as it was picked.
import { describe, expect, it } from 'vitest';
import { createAjv } from '../../shared/validation/ajv';
import { pickerTime, storedInstant, storedTime } from './dayAndTime';

const passes = (format: string, value: unknown) => createAjv().compile({ type: 'string', format })(value);

describe('times of day', () => {
  it('a picked time is stored with seconds; `time` with a zone, the stored one kept, Z for a new one', () => {
    expect(storedTime('09:30', 'time', undefined)).toBe('09:30:00Z');
    expect(storedTime('09:30', 'time', '17:00:00+02:00')).toBe('09:30:00+02:00');
    expect(storedTime('09:30:15', 'time', '17:00:00z')).toBe('09:30:15z');
    expect(storedTime('09:30', 'iso-time', '17:00:00Z')).toBe('09:30:00');
    expect(storedTime('', 'time', '17:00:00Z')).toBeNull();
    for (const [picked, kind, was] of [
      ['09:30', 'time', undefined],
      ['23:59', 'time', '01:00:00-05:00'],
      ['00:00', 'iso-time', undefined],
    ] as const)
      expect(passes(kind, storedTime(picked, kind, was))).toBe(true);
  });

  it('a stored time shows in the picker as its hours and minutes, as written (never converted)', () => {
    expect(pickerTime('09:30:00Z')).toBe('09:30');
    expect(pickerTime('09:30:15.250+02:00')).toBe('09:30');
    expect(pickerTime('17:45:00')).toBe('17:45');
    expect(pickerTime('17:45')).toBe('17:45');
    expect(pickerTime('soon')).toBe('');
    expect(pickerTime(null)).toBe('');
    // Round trip: picked, stored, shown again.
    expect(pickerTime(storedTime('06:05', 'time', '10:00:00-03:30'))).toBe('06:05');
  });
});

describe('instants', () => {
  it('the local time the picker gives is stored as the instant it names, in UTC, which the format passes', () => {
    const stored = storedInstant('2026-05-01T09:15');
    expect(stored).toBe(new Date(2026, 4, 1, 9, 15).toISOString());
    expect(passes('date-time', stored)).toBe(true);
    expect(storedInstant('')).toBeNull();
    expect(storedInstant('not a time')).toBeNull();
  });
});
