import { describe, expect, it } from 'vitest';
import { runBulk } from './runBulk';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<void>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};
const base = {
  messageOf: (e: unknown) => String((e as Error).message),
  expired: (e: unknown) => (e as { status?: number }).status === 401,
};

describe('runBulk', () => {
  it('keeps at most four calls in flight and reports each answer', async () => {
    let inFlight = 0;
    let most = 0;
    const seen: number[] = [];
    const outcome = await runBulk({
      ...base,
      ids: Array.from({ length: 10 }, (_, i) => i + 1),
      cancelled: () => false,
      progress: (n) => seen.push(n),
      send: async () => {
        most = Math.max(most, ++inFlight);
        await new Promise((r) => setTimeout(r, 2));
        inFlight--;
      },
    });
    expect(most).toBe(4);
    expect(outcome.succeeded).toHaveLength(10);
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(outcome.notDone).toEqual([]);
  });

  it('names each refused row with the platform message and never retries it', async () => {
    const calls: number[] = [];
    const outcome = await runBulk({
      ...base,
      ids: [1, 2, 3],
      cancelled: () => false,
      send: async (id) => {
        calls.push(Number(id));
        if (id === 2) throw new Error('This API Link is in use and cannot be changed');
      },
    });
    expect(calls).toEqual([1, 2, 3]);
    expect(outcome.succeeded).toEqual([1, 3]);
    expect(outcome.refused).toEqual([{ id: 2, message: 'This API Link is in use and cannot be changed' }]);
  });

  it('starts no call after Cancel; the calls in flight finish and count', async () => {
    let cancel = false;
    const started: number[] = [];
    const gates = new Map<number, ReturnType<typeof deferred>>();
    const run = runBulk({
      ...base,
      ids: Array.from({ length: 12 }, (_, i) => i + 1),
      cancelled: () => cancel,
      send: (id) => {
        started.push(Number(id));
        const gate = deferred();
        gates.set(Number(id), gate);
        return gate.promise;
      },
    });
    await Promise.resolve();
    expect(started).toEqual([1, 2, 3, 4]);
    cancel = true;
    for (const gate of gates.values()) gate.resolve();
    const outcome = await run;
    expect(started).toEqual([1, 2, 3, 4]);
    expect(outcome.stoppedBy).toBe('cancel');
    expect(outcome.succeeded).toEqual([1, 2, 3, 4]);
    expect(outcome.notDone).toEqual([5, 6, 7, 8, 9, 10, 11, 12]);
  });

  it('stops at a refused token and hands back the row it met and every row not sent', async () => {
    const outcome = await runBulk({
      ...base,
      ids: [1, 2, 3, 4, 5, 6],
      inFlight: 1,
      cancelled: () => false,
      send: async (id) => {
        if (id === 3) throw Object.assign(new Error('The access token provided is expired, revoked, malformed'), { status: 401 });
      },
    });
    expect(outcome.stoppedBy).toBe('expired');
    expect(outcome.succeeded).toEqual([1, 2]);
    expect(outcome.refused).toEqual([]);
    expect(outcome.notDone).toEqual([3, 4, 5, 6]);
  });
});
