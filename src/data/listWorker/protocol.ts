// The messages between the page (workerListHost.ts) and the list worker (serveLists.ts): plain
// data only, since functions cannot cross. The page asks; the worker answers, and asks the page
// in turn how values read on screen (displayTexts.ts).
import type { CallFailure } from '../httpAnswer';
import type { ListAccess, ListSpec, Row } from '../listHost';

/** The questions a list host answers (listHost.ts), as the page names them to the worker. */
export type ListOp = 'page' | 'matchingIds' | 'rows' | 'reference' | 'preload';

/**
 * Rows per message of a long answer (an export's every row): the page reads each message in a
 * task of its own, where 100k rows in one message held it for about 100 ms.
 */
export const ROWS_PER_MESSAGE = 2000;

export type ToWorker =
  | { kind: 'setup'; specs: Readonly<Record<string, ListSpec>> }
  /** `args` follow the resource in the list host's question; `access` is where the list call goes and the token it carries, as of this question */
  | { kind: 'ask'; id: number; op: ListOp; resource: string; args: unknown[]; access: ListAccess }
  | { kind: 'invalidate'; resource: string }
  /** a GET call made here rather than on the page (serveCall.ts): its address and bearer token */
  | { kind: 'call'; id: number; url: string; token: string | null }
  | { kind: 'displayed'; id: number; texts: (string | null)[] }
  /** the page is idle: the worker's background work may go on (pageIdle.ts) */
  | { kind: 'idle' };

export type FromWorker =
  | { kind: 'answer'; id: number; value: unknown }
  /** a piece of a long answer's rows (a page's, or the rows asked for), sent ahead of the answer, which then carries none */
  | { kind: 'rows'; id: number; rows: Row[] }
  /** a piece of a call's answer (answerPieces.ts), sent ahead of the answer, which then carries the rest */
  | { kind: 'piece'; id: number; field: string | null; items: unknown[] }
  /** `failure`: a failed platform call, to be raised as react-admin's HttpError; else an error's message */
  | { kind: 'failed'; id: number; failure?: CallFailure; message: string }
  | { kind: 'display'; id: number; resource: string; source: string; values: unknown[] };

/** The end of a channel either side holds: the worker's global scope, or the page's Worker. */
export interface Port<In, Out> {
  postMessage(message: Out): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<In>) => void): void;
}
