// The page's side of the list worker: each question goes to the worker and comes back as the
// rows the page shows. A failed list call comes back as react-admin's HttpError with the
// platform's message and status, as from the page's own http, so the expiry redirect and the
// failure texts work alike. Where the worker cannot start or its script fails, every question,
// those under way included, goes to the page's own host instead.
import { httpError } from './http';
import { callPlatform } from './httpAnswer';
import { joinAnswer, type AnswerPiece } from './listWorker/answerPieces';
import type { ListHost, ListHostSetup, ListPage, RowId } from './listHost';
import type { FromWorker, ListOp } from './listWorker/protocol';
import { whenIdle } from './whenIdle';
import { startListWorker, type WorkerLike } from './listWorker/startListWorker';

export type { WorkerLike };

interface Pending {
  resolve(value: unknown): void;
  reject(error: unknown): void;
  /** rows sent ahead of the answer */
  pieces: unknown[][];
  /** a call's answer in pieces, sent ahead of its rest */
  parts: AnswerPiece[];
  /** the same question of the page's own host */
  onPage(): void;
}

export const workerListHost = (setup: ListHostSetup, onPage: () => ListHost, start: () => WorkerLike = startListWorker): ListHost => {
  /** undefined: not started yet; null: none can run, the page answers */
  let worker: WorkerLike | null | undefined;
  const pending = new Map<number, Pending>();
  let asks = 0;

  const fallBack = () => {
    worker?.terminate();
    worker = null;
    for (const [id, question] of pending) {
      pending.delete(id);
      question.onPage();
    }
  };

  // Once the page is idle after an answer (the rows drawn), the worker may go on with its
  // background work (listWorker/pageIdle.ts).
  let tellingIdle = false;
  const tellIdle = () => {
    if (tellingIdle) return;
    tellingIdle = true;
    whenIdle(() => {
      tellingIdle = false;
      worker?.postMessage({ kind: 'idle' });
    });
  };

  const settle = (id: number) => {
    const question = pending.get(id);
    pending.delete(id);
    tellIdle();
    return question;
  };

  const onMessage = ({ data }: MessageEvent<FromWorker>) => {
    switch (data.kind) {
      case 'rows':
        pending.get(data.id)?.pieces.push(data.rows);
        break;
      case 'piece':
        pending.get(data.id)?.parts.push({ field: data.field, items: data.items });
        break;
      case 'answer': {
        const question = settle(data.id);
        if (question?.parts.length) return question.resolve(joinAnswer(data.value, question.parts));
        // A long answer's rows come ahead of it in pieces: a page's rows, or the rows asked for.
        const rows = question?.pieces.flat();
        const value = !rows?.length ? data.value : Array.isArray(data.value) ? rows : { ...(data.value as ListPage), data: rows };
        question?.resolve(value);
        break;
      }
      case 'failed':
        settle(data.id)?.reject(data.failure ? httpError(data.failure) : new Error(data.message));
        break;
      case 'display':
        void setup
          .displays(data.resource, data.source, data.values)
          .then((texts) => worker?.postMessage({ kind: 'displayed', id: data.id, texts }));
        break;
    }
  };

  const running = (): WorkerLike | null => {
    if (worker === undefined) {
      try {
        worker = start();
      } catch {
        return (worker = null);
      }
      worker.addEventListener('message', onMessage);
      worker.addEventListener('error', fallBack);
      worker.postMessage({ kind: 'setup', specs: setup.specs });
    }
    return worker;
  };

  const ask = <T>(op: ListOp, resource: string, args: unknown[], onPageHost: (host: ListHost) => Promise<T>): Promise<T> => {
    const target = running();
    if (!target) return onPageHost(onPage());
    return new Promise<T>((resolve, reject) => {
      const id = ++asks;
      const answerOnPage = () => void onPageHost(onPage()).then(resolve, reject);
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject, pieces: [], parts: [], onPage: answerOnPage });
      target.postMessage({ kind: 'ask', id, op, resource, args, access: setup.access(resource) });
    });
  };

  /** A GET call made in the worker; on the page where none runs. Fails as the page's http does. */
  const call = (url: string, token: string | null): Promise<unknown> => {
    const onPageCall = () =>
      callPlatform(url, 'GET', token).then((answer) => {
        if (!answer.ok) throw httpError(answer.failure);
        return answer.json;
      });
    const target = running();
    if (!target) return onPageCall();
    return new Promise((resolve, reject) => {
      const id = ++asks;
      pending.set(id, { resolve, reject, pieces: [], parts: [], onPage: () => void onPageCall().then(resolve, reject) });
      target.postMessage({ kind: 'call', id, url, token });
    });
  };

  return {
    call,
    page: (resource, query) => ask('page', resource, [query], (host) => host.page(resource, query)),
    matchingIds: (resource, filter) => ask<RowId[]>('matchingIds', resource, [filter], (host) => host.matchingIds(resource, filter)),
    rows: (resource, ids, fields) => ask('rows', resource, [ids, fields], (host) => host.rows(resource, ids, fields)),
    reference: (resource, query) => ask('reference', resource, [query], (host) => host.reference(resource, query)),
    preload: (resource) => ask('preload', resource, [], (host) => host.preload(resource)),
    invalidate: (resource) => {
      worker?.postMessage({ kind: 'invalidate', resource });
      if (worker === null) onPage().invalidate(resource);
    },
  };
};
