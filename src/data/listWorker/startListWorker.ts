// Starting the list worker: its script loads and runs while the console's own code still loads
// (main.tsx starts it early on a console page), so the landing list's call leaves as soon as the
// data provider asks, not one script load later.
import type { ListAccess, ListSpec } from '../listHost';
import type { FromWorker, ToWorker } from './protocol';

/** The part of a Worker the page uses (tests give a stand-in). */
export interface WorkerLike {
  postMessage(message: ToWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<FromWorker>) => void): void;
  addEventListener(type: 'error', listener: () => void): void;
  terminate(): void;
}

let early: { worker: Worker; failed: boolean } | undefined;
/** The data provider has its worker: none is started early any more (two would load twice). */
let taken = false;

const create = () => new Worker(new URL('./listWorker.ts', import.meta.url), { type: 'module' });

/** Starts the worker ahead of its first question, where the browser runs workers. */
export const startListWorkerEarly = (): void => {
  if (early || taken || typeof Worker !== 'function') return;
  try {
    const started = { worker: create(), failed: false };
    // A script that failed before anyone listened must still be known as failed.
    started.worker.addEventListener('error', () => (started.failed = true));
    early = started;
  } catch {
    // The data provider tries again, and answers on the page if that fails too.
  }
};

/** The worker started early, else a new one; throws where none can run. */
export const startListWorker = (): WorkerLike => {
  const started = early;
  early = undefined;
  taken = true;
  if (!started) return create();
  if (started.failed) throw new Error('The list worker failed to start');
  return started.worker;
};

/**
 * Starts the worker and has it load one list now, before the data provider exists (it asks the
 * same worker later, which then has the list or is loading it). The answer goes unheard.
 */
export const preloadEarly = (specs: Readonly<Record<string, ListSpec>>, resource: string, access: ListAccess): void => {
  startListWorkerEarly();
  if (!early || early.failed) return;
  early.worker.postMessage({ kind: 'setup', specs } satisfies ToWorker);
  early.worker.postMessage({ kind: 'ask', id: 0, op: 'preload', resource, args: [], access } satisfies ToWorker);
};
