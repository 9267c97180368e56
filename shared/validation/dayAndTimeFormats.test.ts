import { fullFormats } from 'ajv-formats/dist/formats';
import { describe, expect, it } from 'vitest';
import { DAY_AND_TIME_FORMATS } from './dayAndTimeFormats';
import { createAjv } from './ajv';

const DATES = [
  '2026-03-02',
  '2024-02-29',
  '2000-02-29',
  '1900-02-29',
  '2026-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-1-02',
  '26-03-02',
  '2026-12-31',
  '2026-03-00',
  '',
];
const TIMES = [
  '17:30:00',
  '17:30:00Z',
  '17:30:00z',
  '17:30:00.250Z',
  '17:30:00+02:00',
  '17:30:00-0530',
  '24:00:00Z',
  '17:60:00Z',
  '17:30',
  '23:59:60Z',
  '17:30:00+24:00',
  '7:30:00Z',
  '',
];
const DAY_TIMES = [
  ...['2026-03-30T14:00:00.000Z', '2026-03-30t14:00:00Z', '2026-03-30 14:00:00Z', '2026-03-30T14:00:00', '2026-02-30T14:00:00Z'],
  ...['2026-03-30T25:00:00Z', '2026-03-30', '2026-03-30T14:00:00+01:00', ''],
];

describe('the day and time formats as regular expressions', () => {
  it.each([
    ['date', DATES],
    ['time', TIMES],
    ['iso-time', TIMES],
    ['date-time', DAY_TIMES],
    ['iso-date-time', DAY_TIMES],
  ] as const)('%s answers as ajv-formats’ full format', (name, values) => {
    const full = fullFormats[name] as { validate: (value: string) => boolean };
    const mine = DAY_AND_TIME_FORMATS[name];
    expect(values.map((value) => [value, mine.test(value)])).toEqual(values.map((value) => [value, full.validate(value)]));
  });

  it('are the formats the validators are built with, so the standalone code can hold them', () => {
    const ajv = createAjv();
    const validate = ajv.compile({
      type: 'object',
      properties: { on: { type: 'string', format: 'date' }, at: { type: 'string', format: 'iso-time' } },
    });
    expect(validate({ on: '2024-02-29', at: '17:30:00' })).toBe(true);
    expect(validate({ on: '2026-02-29', at: '17:30' })).toBe(false);
    expect(ajv.formats.date).toBe(DAY_AND_TIME_FORMATS.date);
  });
});
