// A list worker in the test's own thread: serveLists behind a channel that copies each message
// (structuredClone) and delivers it in a later task, as a real worker's channel does.
import type { CallAnswer } from '../httpAnswer';
import type { WorkerLike } from '../workerListHost';
import type { FromWorker, ToWorker } from './protocol';
import { serveLists } from './serveLists';

type Listener<T> = (event: MessageEvent<T>) => void;

export const fakeWorker = (call: (url: string) => Promise<CallAnswer>) => {
  const toPage = new Set<Listener<FromWorker>>();
  const toWorker = new Set<Listener<ToWorker>>();
  const errors = new Set<() => void>();
  const sent: ToWorker[] = [];
  let terminated = false;
  const deliver = <T>(listeners: Set<Listener<T>>, message: T) =>
    setTimeout(() => {
      if (terminated) return;
      for (const listener of listeners) listener({ data: structuredClone(message) } as MessageEvent<T>);
    }, 0);
  serveLists({ postMessage: (message) => deliver(toPage, message), addEventListener: (_, listener) => toWorker.add(listener) }, (url) =>
    call(url),
  );
  const worker: WorkerLike = {
    postMessage: (message) => {
      sent.push(message);
      deliver(toWorker, message);
    },
    addEventListener: (type: 'message' | 'error', listener: Listener<FromWorker> | (() => void)) =>
      void (type === 'message' ? toPage.add(listener as Listener<FromWorker>) : errors.add(listener as () => void)),
    terminate: () => void (terminated = true),
  };
  /** As when the worker's script fails to load: the error event, and no answer ever after. */
  const fail = () => {
    terminated = true;
    for (const listener of errors) listener();
  };
  return { worker, sent, fail, isTerminated: () => terminated };
};
