import { describe, expect, it, vi } from 'vitest';
import { describeListHost, pageSetup, people, type FakeList } from './listHostContract';
import { fakeWorker } from './listWorker/fakeWorker';
import { localListHost } from './localListHost';
import { workerListHost } from './workerListHost';
import type { CallAnswer } from './httpAnswer';

/** The worker's list call: the platform's answer to it, or its failure. */
const platformCall = (list: FakeList) =>
  vi.fn(async (): Promise<CallAnswer> => {
    list.loads++;
    return list.failure ? { ok: false, failure: list.failure } : { ok: true, json: structuredClone(list.rows) };
  });

/** A page whose own http must not be used while the worker answers. */
const unusedPageHttp = async () => {
  throw new Error('the page loaded the list itself');
};

describeListHost('the list worker', (list) => {
  const setup = pageSetup(unusedPageHttp);
  return workerListHost(
    setup,
    () => localListHost(setup),
    () => fakeWorker(platformCall(list)).worker,
  );
});

describe('the list worker host', () => {
  it('makes the list call with the address and token the page gives, as of each question', async () => {
    const list: FakeList = { rows: people(), loads: 0 };
    const call = platformCall(list);
    let token = 'first';
    const setup = { ...pageSetup(unusedPageHttp), access: () => ({ url: 'https://api.example.com/auth/users/', token }) };
    const { worker, sent } = fakeWorker(call);
    const host = workerListHost(
      setup,
      () => localListHost(setup),
      () => worker,
    );
    token = 'second';
    await host.page('people', {});
    expect(call).toHaveBeenCalledWith('https://api.example.com/auth/users/');
    expect(sent.filter((m) => m.kind === 'ask').map((m) => m.kind === 'ask' && m.access.token)).toEqual(['second']);
    // The page receives the rows it shows, not the list.
    expect(sent[0]).toEqual({ kind: 'setup', specs: setup.specs });
  });

  it('answers on the page when the worker cannot start, or its script fails, questions under way included', async () => {
    const list: FakeList = { rows: people(), loads: 0 };
    const pageLoad = vi.fn(async () => structuredClone(list.rows));
    const setup = pageSetup(pageLoad);
    const refused = workerListHost(
      setup,
      () => localListHost(setup),
      () => {
        throw new TypeError('Module scripts are not supported on DedicatedWorker');
      },
    );
    expect((await refused.page('people', { pagination: { page: 1, perPage: 1 } })).total).toBe(list.rows.length);

    const broken = fakeWorker(async () => new Promise<CallAnswer>(() => undefined));
    const failing = workerListHost(
      setup,
      () => localListHost(setup),
      () => broken.worker,
    );
    const underWay = failing.matchingIds('people', { q: 'disabled' });
    broken.fail();
    expect(await underWay).toHaveLength(list.rows.length / 4);
    expect(broken.isTerminated()).toBe(true);
    expect(pageLoad).toHaveBeenCalledTimes(2);
  });
});

describe('a call made in the list worker', () => {
  const answer = {
    period: 'alltime',
    import_metrics: [{ file_name: 'a.csv' }],
    call_program_metrics: Array.from({ length: 5000 }, (_, i) => ({ call_id: i, program_name: `Program ${i}` })),
  };
  const setup = pageSetup(unusedPageHttp);

  it('answers what the platform answered, its rows sent in pieces, with the address and token asked', async () => {
    const call = vi.fn(async (): Promise<CallAnswer> => ({ ok: true, json: structuredClone(answer) }));
    const { worker, sent } = fakeWorker(call);
    const pieces: number[] = [];
    worker.addEventListener('message', ({ data }) => void (data.kind === 'piece' && pieces.push(data.items.length)));
    const host = workerListHost(
      setup,
      () => localListHost(setup),
      () => worker,
    );
    expect(await host.call!('https://api.example.com/dashboard-service/dashboards/1/metrics/alltime', 'tok')).toEqual(answer);
    expect(call).toHaveBeenCalledWith('https://api.example.com/dashboard-service/dashboards/1/metrics/alltime');
    expect(sent.find((m) => m.kind === 'call')).toMatchObject({ token: 'tok' });
    // No message carries more rows than a piece.
    expect(pieces).toEqual([2000, 2000, 1000]);
  });

  it('fails as the page http does: the platform message and status as an HttpError', async () => {
    const failure = { message: 'Dashboard not found', status: 404, body: { message: 'Dashboard not found' } };
    const { worker } = fakeWorker(async () => ({ ok: false, failure }));
    const host = workerListHost(
      setup,
      () => localListHost(setup),
      () => worker,
    );
    await expect(host.call!('https://api.example.com/x', null)).rejects.toMatchObject({ message: 'Dashboard not found', status: 404 });
  });

  it('is made on the page when the worker cannot start', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetch);
    try {
      const host = workerListHost(
        setup,
        () => localListHost(setup),
        () => {
          throw new TypeError('Module scripts are not supported on DedicatedWorker');
        },
      );
      expect(await host.call!('https://api.example.com/y', 'tok')).toEqual(answer);
      expect(fetch).toHaveBeenCalledTimes(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
