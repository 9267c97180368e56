// Folding the journal into the data file: the data file is rewritten whole, atomically (temp file,
// fsync, rename), naming the segment that continues it; only then are the folded segments
// removed. A fold cut short leaves the old data file and every segment, which a start replays.
import { readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { writeFileAtomic } from '../atomicWrite';
import { applyChange } from './apply';
import { listSegments, readSegment } from './segments';

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
}

/**
 * Applies the segments from `from` (the one the data file names) up to `to` to `raw`. `whole`:
 * the segments must end in whole lines (those a fold reads were finished before it started).
 */
export const replaySegments = async (dir: string, raw: Data, from: number, to = Infinity, whole = false): Promise<Replayed> => {
  const replayed = { changes: 0, bytes: 0 };
  for (const n of await listSegments(dir)) {
    if (n < from || n >= to) continue;
    const segment = await readSegment(dir, n);
    if (whole && segment.torn) throw new Error(`Journal segment ${n} ends in a cut line`);
    for (const change of segment.changes) applyChange(raw, change);
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
  await writeFileAtomic(file, dataText(raw, to));
};
