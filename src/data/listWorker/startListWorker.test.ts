import { afterEach, describe, expect, it, vi } from 'vitest';

/** A Worker that only records what it was sent; `failing` fires its error event at once. */
const workerClass = (failing = false) => {
  const made: { sent: unknown[]; errors: (() => void)[] }[] = [];
  class FakeWorker {
    sent: unknown[] = [];
    errors: (() => void)[] = [];
    constructor() {
      made.push(this);
    }
    addEventListener(type: string, listener: () => void) {
      if (type === 'error') this.errors.push(listener);
      if (failing && type === 'error') listener();
    }
    postMessage(message: unknown) {
      this.sent.push(message);
    }
    terminate() {}
  }
  return { FakeWorker, made };
};

const fresh = async () => {
  vi.resetModules();
  return import('./startListWorker');
};

afterEach(() => vi.unstubAllGlobals());

describe('starting the list worker', () => {
  it('starts one worker early and hands it to the data provider; none is started early after that', async () => {
    const { FakeWorker, made } = workerClass();
    vi.stubGlobal('Worker', FakeWorker);
    const { preloadEarly, startListWorker, startListWorkerEarly } = await fresh();
    const access = { url: 'https://platform.test/auth/users/', token: 't' };
    preloadEarly({ users: { idField: 'login_id', columns: ['email'] } }, 'users', access);
    expect(made).toHaveLength(1);
    expect(made[0].sent).toEqual([
      { kind: 'setup', specs: { users: { idField: 'login_id', columns: ['email'] } } },
      { kind: 'ask', id: 0, op: 'preload', resource: 'users', args: [], access },
    ]);
    expect(startListWorker()).toBe(made[0]);
    startListWorkerEarly();
    expect(made).toHaveLength(1);
  });

  it('refuses a worker whose script failed before anyone listened, so the page answers', async () => {
    const { FakeWorker } = workerClass(true);
    vi.stubGlobal('Worker', FakeWorker);
    const { startListWorker, startListWorkerEarly } = await fresh();
    startListWorkerEarly();
    expect(() => startListWorker()).toThrow('failed to start');
  });

  it('does nothing where there are no workers (jsdom, old browsers)', async () => {
    const { preloadEarly, startListWorkerEarly } = await fresh();
    expect(typeof Worker).toBe('undefined');
    startListWorkerEarly();
    expect(() => preloadEarly({}, 'users', { url: '/auth/users/', token: null })).not.toThrow();
  });
});
