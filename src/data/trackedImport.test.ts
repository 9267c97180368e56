import { describe, expect, it } from 'vitest';
import { importsSettled, trackedImport } from './trackedImport';

describe('trackedImport', () => {
  it('waits for imports under way, and for those they start, failed ones included', async () => {
    const order: string[] = [];
    const later = trackedImport(() => new Promise<string>((done) => setTimeout(() => (order.push('later'), done('b')), 20)));
    const first = trackedImport(async () => {
      await new Promise((done) => setTimeout(done, 5));
      order.push('first');
      void later();
      return 'a';
    });
    const failing = trackedImport(() => Promise.reject(new Error('offline')));
    void first();
    failing().catch(() => order.push('failed'));
    await importsSettled();
    expect(order.sort()).toEqual(['failed', 'first', 'later']);
  });

  it('returns the loader result', async () => {
    await expect(trackedImport(async () => 42)()).resolves.toBe(42);
  });
});
