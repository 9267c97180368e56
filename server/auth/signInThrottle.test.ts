import { describe, expect, it } from 'vitest';
import { createKeyedThrottle, createSignInThrottle, THROTTLE } from './signInThrottle';

const MINUTE = 60_000;
const A = 'avery@example.com';
const HOME = '10.0.0.1';

const failTimes = (t: ReturnType<typeof createSignInThrottle>, n: number, start: number, step = 1000) => {
  for (let i = 0; i < n; i += 1) t.failed(A, HOME, start + i * step);
};

describe('createSignInThrottle', () => {
  it('lets four wrong passwords go, and makes the fifth start a wait of a minute', () => {
    const t = createSignInThrottle();
    failTimes(t, 4, 0);
    expect(t.waitSeconds(A, HOME, 4000)).toBe(0);
    t.failed(A, HOME, 5000);
    expect(t.waitSeconds(A, HOME, 5000)).toBe(60);
    expect(t.waitSeconds(A, HOME, 5000 + 59_500)).toBe(1);
    expect(t.waitSeconds(A, HOME, 5000 + MINUTE)).toBe(0);
  });

  it('doubles the wait after each further failure, up to an hour', () => {
    const t = createSignInThrottle();
    failTimes(t, 5, 0);
    let at = 4000 + MINUTE;
    const waits: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      t.failed(A, HOME, at);
      const wait = t.waitSeconds(A, HOME, at);
      waits.push(wait);
      at += wait * 1000;
    }
    expect(waits).toEqual([120, 240, 480, 960, 1920, 3600, 3600, 3600]);
  });

  it('counts failures per account and address: another address or account is free', () => {
    const t = createSignInThrottle();
    failTimes(t, 5, 0);
    expect(t.waitSeconds(A, HOME, 5000)).toBeGreaterThan(0);
    expect(t.waitSeconds(A, '10.0.0.2', 5000)).toBe(0);
    expect(t.waitSeconds('other@example.com', HOME, 5000)).toBe(0);
    expect(t.waitSeconds(A.toUpperCase(), HOME, 5000)).toBeGreaterThan(0);
  });

  it('forgets failures older than the window', () => {
    const t = createSignInThrottle();
    failTimes(t, 4, 0);
    t.failed(A, HOME, THROTTLE.windowMs + 10_000);
    expect(t.waitSeconds(A, HOME, THROTTLE.windowMs + 10_000)).toBe(0);
  });

  it('clears on success and on a password reset of the account', () => {
    const t = createSignInThrottle();
    failTimes(t, 4, 0);
    t.succeeded(A, HOME);
    t.failed(A, HOME, 5000);
    expect(t.waitSeconds(A, HOME, 5000)).toBe(0);
    failTimes(t, 5, 10_000);
    t.failed(A, '10.0.0.9', 10_000);
    t.forgetAccount(A.toUpperCase());
    expect(t.waitSeconds(A, HOME, 15_000)).toBe(0);
  });

  it('stays bounded under a flood of made-up names, keeping the waits that run', () => {
    const t = createSignInThrottle({ ...THROTTLE, maxEntries: 100 });
    failTimes(t, 5, 0);
    for (let i = 0; i < 1000; i += 1) t.failed(`made-up-${i}@example.com`, HOME, 5000 + i);
    expect(t.waitSeconds(A, HOME, 6000)).toBeGreaterThan(0);
    expect(t.waitSeconds('made-up-0@example.com', HOME, 6000)).toBe(0);
  });

  it('counts an attempt before its check, so attempts at once cost one each', () => {
    const t = createSignInThrottle();
    const answers = Array.from({ length: 40 }, () => t.attempt(A, HOME, 1000));
    expect(answers.filter((w) => w === 0)).toHaveLength(THROTTLE.freeFailures);
    expect(answers.slice(THROTTLE.freeFailures).every((w) => w > 0)).toBe(true);
  });

  it('takes a right attempt back: no failure and no wait remain from it', () => {
    const t = createSignInThrottle();
    for (let i = 0; i < THROTTLE.addressFreeFailures - 1; i += 1) t.failed(`someone-${i}@example.com`, HOME, i);
    expect(t.attempt(A, HOME, 500)).toBe(0);
    expect(t.addressWaitSeconds(HOME, 500)).toBeGreaterThan(0);
    t.succeeded(A, HOME, 500);
    expect(t.addressWaitSeconds(HOME, 500)).toBe(0);
    expect(t.attempt('next@example.com', HOME, 600)).toBe(0);
  });

  it('makes an address wait after 20 failures across any accounts, and leaves other addresses free', () => {
    const t = createSignInThrottle();
    for (let i = 0; i < THROTTLE.addressFreeFailures; i += 1) expect(t.attempt(`sprayed-${i}@example.com`, HOME, i)).toBe(0);
    expect(t.attempt('fresh@example.com', HOME, 100)).toBe(60);
    expect(t.waitSeconds('fresh@example.com', HOME, 100)).toBe(0);
    expect(t.attempt('fresh@example.com', '10.0.0.2', 100)).toBe(0);
  });
});

describe('createKeyedThrottle', () => {
  it('counts tries under the key alone: after the free ones a wait starts, doubling, and ends', () => {
    const t = createKeyedThrottle(3);
    expect([0, 1, 2].map((i) => t.attempt('1016', i * 1000))).toEqual([0, 0, 0]);
    expect(t.attempt('1016', 3000)).toBe(59);
    expect(t.attempt('1022', 3000)).toBe(0);
    // Refused tries are not counted: the wait ends when it said, and the next try doubles it.
    expect(t.waitSeconds('1016', 2000 + MINUTE)).toBe(0);
    expect(t.attempt('1016', 2000 + MINUTE)).toBe(0);
    expect(t.waitSeconds('1016', 2000 + MINUTE)).toBe(120);
  });

  it('counts tries sent at once one each, and forgets the key on success', () => {
    const t = createKeyedThrottle(5);
    const answers = Array.from({ length: 40 }, () => t.attempt('1016', 1000));
    expect(answers.filter((w) => w === 0)).toHaveLength(5);
    t.succeeded('1016');
    expect(t.attempt('1016', 1000)).toBe(0);
  });

  it('forgets the tries of a key after a quiet window', () => {
    const t = createKeyedThrottle(2);
    t.attempt('k', 0);
    t.attempt('k', THROTTLE.windowMs + 1);
    expect(t.waitSeconds('k', THROTTLE.windowMs + 1)).toBe(0);
  });
});
