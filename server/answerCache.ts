// Large list answers, kept as sent (serialised and gzip-compressed) until the next write.
// Why: with 100k users, serialising and compressing the users list took 300-600 ms of every list
// call (bench/ prints the list call of each run); the same unchanged list asked again
// (a reload, a second tab, another staff member with the same view) is now sent as kept.
//
// A route that answers a whole list (every declared list call does) calls sendList with a key
// naming everything its answer depends on besides the data (the path and, where visibility
// differs, the caller's view). The platform prepares the lists when it starts (prepare), so the
// first staff member to open the console after a start does not wait for the users list either.
//
// Any write forgets everything: every commit of the store, and every request that is not a GET or
// HEAD, when it starts and when it ends (platform.ts). An answer being compressed when a write
// starts still goes to the calls that asked before the write, but is not kept for later ones.
// Calls asking for the same key while it is being worked out share that work.
import type { Handler, Request, Response } from 'express';
import { COMPRESS_FROM_BYTES, compressText } from './compressJson';

/** A list's answer, worked out only when not kept. */
export type ListAnswer = () => unknown;

export interface AnswerCache {
  /** Sends the answer kept under key, or works it out with `answer`, sends it, and keeps it when large. */
  sendList(req: Request, res: Response, key: string, answer: ListAnswer): Promise<void>;
  /** Works out and keeps the answer under key ahead of its first call (nothing is kept when it is small). */
  prepare(key: string, answer: ListAnswer, spaces?: number): Promise<void>;
  /** Forgets every kept answer. */
  forget(): void;
  /** How many answers are kept or being worked out (tests). */
  readonly size: number;
}

/** Each kept answer is the size of its compressed list (about 2 MB at 100k users). */
export const KEPT_ANSWERS_LIMIT = 16;

const sendZipped = (res: Response, zipped: Buffer) => {
  res.type('application/json');
  res.vary('Accept-Encoding');
  res.setHeader('Content-Encoding', 'gzip');
  res.send(zipped);
};

export const createAnswerCache = (limit = KEPT_ANSWERS_LIMIT): AnswerCache => {
  const kept = new Map<string, Promise<Buffer>>();

  /** The kept (or being kept) answer; the text itself when too small to keep. */
  const answerFor = (key: string, answer: ListAnswer, spaces?: number): Promise<Buffer> | string => {
    const found = kept.get(key);
    if (found) {
      // Asked again: the last out. Every list is kept when large, and the users list of a long
      // read-only session must not give way to lists opened once.
      kept.delete(key);
      kept.set(key, found);
      return found;
    }
    const text = JSON.stringify(answer(), null, spaces) ?? '';
    if (text.length < COMPRESS_FROM_BYTES) return text;
    const zipped = compressText(text);
    kept.set(key, zipped);
    // The one asked for longest ago out first: Map keeps insertion order.
    if (kept.size > limit) kept.delete(kept.keys().next().value as string);
    zipped.catch(() => {
      if (kept.get(key) === zipped) kept.delete(key);
    });
    return zipped;
  };

  return {
    async sendList(req, res, key, answer) {
      if (!req.acceptsEncodings('gzip')) {
        res.json(answer());
        return;
      }
      const found = answerFor(key, answer, req.app.get('json spaces') as number | undefined);
      if (typeof found === 'string') {
        res.type('application/json');
        res.send(found);
        return;
      }
      sendZipped(res, await found);
    },
    async prepare(key, answer, spaces) {
      const found = answerFor(key, answer, spaces);
      if (typeof found !== 'string') await found;
    },
    forget() {
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
