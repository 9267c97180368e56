// Large list answers, kept as sent (serialised and gzip-compressed) until the next write.
// Why: with 100k users, serialising and compressing the users list took 300-600 ms of every list
// call (bench/ prints the list call of each run); the same unchanged list asked again
// (a reload, a second tab, another staff member with the same view) is now sent as kept.
//
// Opt-in: a route that answers a whole list calls sendKept with a key naming everything its
// answer depends on besides the data (the path and, where visibility differs, the caller's
// view). Any write forgets everything: every commit of the store, and every request that is not
// a GET or HEAD, when it starts and when it ends (platform.ts). An answer worked out before a
// write and compressed after it is not kept (the generation check).
import type { Handler, Request, Response } from 'express';

export interface AnswerCache {
  /** Sends the kept answer for key and returns true; otherwise returns false and keeps this response's large JSON answer under key. */
  sendKept(req: Request, res: Response, key: string): boolean;
  /** Forgets every kept answer. */
  forget(): void;
  /** How many answers are kept (tests). */
  readonly size: number;
}

/** What compressLargeJson calls with a compressed answer (set on res.locals by sendKept). */
export type KeepAnswer = (zipped: Buffer) => void;

/** Each kept answer is the size of its compressed list (about 2 MB at 100k users). */
export const KEPT_ANSWERS_LIMIT = 16;

export const createAnswerCache = (limit = KEPT_ANSWERS_LIMIT): AnswerCache => {
  const kept = new Map<string, Buffer>();
  let generation = 0;
  return {
    sendKept(req, res, key) {
      if (!req.acceptsEncodings('gzip')) return false;
      const zipped = kept.get(key);
      if (zipped) {
        res.type('application/json');
        res.vary('Accept-Encoding');
        res.setHeader('Content-Encoding', 'gzip');
        res.send(zipped);
        return true;
      }
      const since = generation;
      const keep: KeepAnswer = (answer) => {
        if (since !== generation) return;
        kept.delete(key);
        kept.set(key, answer);
        // Oldest first out: Map keeps insertion order.
        if (kept.size > limit) kept.delete(kept.keys().next().value as string);
      };
      res.locals.keepAnswer = keep;
      return false;
    },
    forget() {
      generation++;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
};

/** Forgets kept answers around every request that may write. */
export const forgetAnswersOnWrite =
  (answers: AnswerCache): Handler =>
  (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      answers.forget();
      res.on('finish', () => answers.forget());
      res.on('close', () => answers.forget());
    }
    next();
  };
