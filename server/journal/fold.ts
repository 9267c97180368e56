// Folding the journal into the data file: the data file is rewritten whole, atomically (temp file,
// fsync, rename), naming the segment that continues it; only then are the folded segments
// removed. A fold cut short leaves the old data file and every segment, which a start replays.
import { readFile } from 'node:fs/promises';
import { basename, dirname } from 'node:path';
import { writeFileAtomic } from '../atomicWrite';
import { applyChange } from './apply';
import { journalDamaged } from './damage';
import { ensureSegment, listSegments, readSegment, segmentPath } from './segments';

type Data = Record<string, unknown>;

/** The segment a data file says continues it; none for a file the store did not write (fixtures). */
export const segmentOf = (raw: Data): number | undefined => {
  const n = (raw.meta as Record<string, unknown> | undefined)?.journal_segment;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : undefined;
};

/** The data file's text: json-server's plain JSON, the meta naming the segment that continues it. */
export const dataText = (data: Data, segment: number): string => {
  const users = data.users;
  // Pretty for the small demo set (readable diffs), compact for generated large sets.
  const pretty = !Array.isArray(users) || users.length <= 5000;
  return JSON.stringify({ ...data, meta: { ...(data.meta as object), journal_segment: segment } }, null, pretty ? 2 : undefined);
};

export interface Replayed {
  /** changes applied */
  changes: number;
  /** bytes of the segments read */
  bytes: number;
  /** the segment and line of a last line cut short by a crash, left out */
  cut?: { segment: number; line: number };
}

/**
 * Applies the segments from `from` (the one the data file names) up to `to` to `raw`. `whole`:
 * the segments must end in whole lines (those a fold reads were finished before it started).
 * Refuses (JournalDamaged) a journal that lost or changed anything acknowledged: a segment missing
 * from `from` to the last one (each is made before the data file or a later segment names it), a
 * line that is not a good entry, or a cut line followed by changes (a cut write is the last one).
 */
export const replaySegments = async (dir: string, raw: Data, from: number, to = Infinity, whole = false): Promise<Replayed> => {
  const replayed: Replayed = { changes: 0, bytes: 0 };
  const numbers = (await listSegments(dir)).filter((n) => n >= from && n < to);
  const last = numbers.at(-1);
  for (let n = from; n <= Math.min(to - 1, Math.max(from, last ?? from)); n++) {
    if (numbers[n - from] !== n) {
      const why = n === from ? 'the file is missing, and the data file names it as the one that continues it' : 'the file is missing';
      throw journalDamaged(dir, { segment: n, why, last });
    }
  }
  for (const n of numbers) {
    const segment = await readSegment(dir, n);
    if (segment.damage) throw journalDamaged(dir, { segment: n, ...segment.damage, last });
    if (replayed.cut && segment.changes.length > 0) {
      const why = `the line is cut short, yet ${basename(segmentPath(dir, n))} after it holds changes`;
      throw journalDamaged(dir, { ...replayed.cut, why, last });
    }
    if (segment.torn) {
      if (whole) throw new Error(`Journal segment ${n} ends in a cut line`);
      replayed.cut = { segment: n, line: segment.changes.length + 1 };
    }
    for (const [at, change] of segment.changes.entries()) {
      try {
        applyChange(raw, change);
      } catch (error) {
        const message = (error as Error).message;
        throw journalDamaged(dir, { segment: n, line: at + 1, why: message.charAt(0).toLowerCase() + message.slice(1), last });
      }
    }
    replayed.changes += segment.changes.length;
    replayed.bytes += segment.bytes;
  }
  return replayed;
};

/**
 * The data as a start would read it, without writing anything: the data file and its journal.
 * For tests and tools that look at what is stored.
 */
export const readStored = async (file: string): Promise<Data> => {
  const raw = JSON.parse(await readFile(file, 'utf8')) as Data;
  const from = segmentOf(raw);
  if (from !== undefined) await replaySegments(dirname(file), raw, from);
  return raw;
};

/**
 * Folds the segments `from`..`to - 1` into the data file; the file then names `to`. Run off the
 * main thread (./foldWorker.ts): it reads and writes the whole file. The file names `from`, or a
 * later segment up to `to` when an earlier fold renamed its file but was lost before it reported
 * back (the journal still counts from the segment before it): the fold goes on from the one the
 * file names, which holds every segment before it, so one lost fold does not stop every later one.
 */
export const foldSegments = async (file: string, from: number, to: number): Promise<void> => {
  const raw = JSON.parse(await readFile(file, 'utf8')) as Data;
  const named = segmentOf(raw);
  if (named === undefined || named < from || named > to) throw new Error(`The data file no longer continues with journal segment ${from}`);
  await replaySegments(dirname(file), raw, named, to, true);
  // The journal made segment `to` before the fold began; a file naming a missing one would be refused.
  ensureSegment(dirname(file), to);
  await writeFileAtomic(file, dataText(raw, to));
};
