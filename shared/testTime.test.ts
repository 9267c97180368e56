import { describe, expect, it } from 'vitest';
import { testTime, TEST_TIME_FACTOR } from './testTime';

describe('testTime', () => {
  it('scales a wait limit by SLINK_TEST_TIME_FACTOR (1 when unset)', () => {
    expect(testTime(1000)).toBe(1000 * TEST_TIME_FACTOR);
    expect(TEST_TIME_FACTOR).toBe(Number(process.env.SLINK_TEST_TIME_FACTOR ?? 1));
  });
});
