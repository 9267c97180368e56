import { describe, expect, it } from 'vitest';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE } from './shortCodeDefaults';
import { countSms } from './smsCounter';

describe('countSms', () => {
  it('counts nothing for an empty text', () => expect(countSms('')).toEqual({ characters: 0, encoding: 'GSM-7', parts: 0 }));
  it('fits 160 GSM-7 characters in one part, 161 in two, 307 in three', () => {
    expect(countSms('a'.repeat(160))).toEqual({ characters: 160, encoding: 'GSM-7', parts: 1 });
    expect(countSms('a'.repeat(161)).parts).toBe(2);
    expect(countSms('a'.repeat(306)).parts).toBe(2);
    expect(countSms('a'.repeat(307)).parts).toBe(3);
  });
  it('counts extension characters twice', () => {
    expect(countSms('€'.repeat(80))).toMatchObject({ characters: 80, parts: 1 });
    expect(countSms('€'.repeat(81))).toMatchObject({ characters: 81, parts: 2 });
  });
  it('switches to UCS-2 for a character outside GSM-7: 70 per part, 67 when split', () => {
    expect(countSms('á' + 'a'.repeat(69))).toEqual({ characters: 70, encoding: 'UCS-2', parts: 1 });
    expect(countSms('á' + 'a'.repeat(70)).parts).toBe(2);
    expect(countSms('😀')).toEqual({ characters: 1, encoding: 'UCS-2', parts: 1 });
  });
  it('counts the default wording as GSM-7 text', () => {
    expect(countSms(DEFAULT_HELP_MESSAGE)).toMatchObject({ encoding: 'GSM-7', characters: DEFAULT_HELP_MESSAGE.length });
    expect(countSms(DEFAULT_OPT_OUT_MESSAGE).encoding).toBe('GSM-7');
  });
});
