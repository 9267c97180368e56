// The list worker's side of the protocol: one ListStore answering the page's questions, its
// lists loaded with the page's token, and the display texts asked of the page.
import { callPlatform, type CallFailure } from '../httpAnswer';
import type { ListAccess, ListPage, Row } from '../listHost';
import { ListStore, type ListSource } from '../listStore';
import { pageIdleGate } from './pageIdle';
import { serveCall } from './serveCall';
import { ROWS_PER_MESSAGE, type FromWorker, type Port, type ToWorker } from './protocol';

/** A failed list call, carried to the page as it was answered. */
class CallFailed extends Error {
  constructor(readonly failure: CallFailure) {
    super(failure.message);
  }
}

export const serveLists = (port: Port<ToWorker, FromWorker>, call = callPlatform): void => {
  let store: ListStore | undefined;
  const pageIdle = pageIdleGate();
  const idle = (run: () => void) => void pageIdle.wait(run, 1000);
  const access = new Map<string, ListAccess>();
  const asked = new Map<number, (texts: (string | null)[]) => void>();
  let asks = 0;

  const source: ListSource = {
    load: async (resource) => {
      const { url, token } = access.get(resource)!;
      const answer = await call(url, 'GET', token);
      if (!answer.ok) throw new CallFailed(answer.failure);
      return answer.json;
    },
    displays: (resource, column, values) =>
      new Promise((resolve) => {
        const id = ++asks;
        asked.set(id, resolve);
        port.postMessage({ kind: 'display', id, resource, source: column, values });
      }),
  };

  const answer = async ({ id, op, resource, args }: Extract<ToWorker, { kind: 'ask' }>) => {
    try {
      if (!store) throw new Error('The list worker was asked before its setup');
      const value = await (store[op] as (resource: string, ...args: unknown[]) => Promise<unknown>).call(store, resource, ...args);
      const rows = op === 'page' ? (value as ListPage).data : op === 'rows' ? (value as Row[]) : [];
      if (rows.length <= ROWS_PER_MESSAGE) return port.postMessage({ kind: 'answer', id, value });
      for (let start = 0; start < rows.length; start += ROWS_PER_MESSAGE)
        port.postMessage({ kind: 'rows', id, rows: rows.slice(start, start + ROWS_PER_MESSAGE) });
      port.postMessage({ kind: 'answer', id, value: op === 'rows' ? [] : { ...(value as ListPage), data: [] } });
    } catch (error) {
      const failure = error instanceof CallFailed ? error.failure : undefined;
      port.postMessage({ kind: 'failed', id, failure, message: (error as Error)?.message ?? String(error) });
    }
  };

  port.addEventListener('message', ({ data }) => {
    switch (data.kind) {
      case 'setup':
        // The entry may have set it up already, to load the landing list early.
        store ??= new ListStore(data.specs, source, idle);
        break;
      case 'ask':
        pageIdle.busy();
        access.set(data.resource, data.access);
        void answer(data);
        break;
      case 'call':
        pageIdle.busy();
        void serveCall(port, data, call);
        break;
      case 'invalidate':
        store?.invalidate(data.resource);
        break;
      case 'idle':
        pageIdle.idle();
        break;
      case 'displayed':
        asked.get(data.id)?.(data.texts);
        asked.delete(data.id);
        break;
    }
  });
};
