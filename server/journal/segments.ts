// The journal's files beside the data file: platform.journal.<n>, one change per line. The data
// file names (meta.journal_segment) the first segment that continues it; older ones are folded
// in already, and a data file that names none (fixtures, npm run demo:reset) has no journal.
import { openSync } from 'node:fs';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Change } from './apply';
import { syncDirSync } from '../atomicWrite';

const PREFIX = 'platform.journal.';

export const segmentPath = (dir: string, n: number): string => join(dir, `${PREFIX}${n}`);

/** The segments in `dir`, oldest first. */
export const listSegments = async (dir: string): Promise<number[]> =>
  (await readdir(dir))
    .filter((name) => name.startsWith(PREFIX) && /^[1-9][0-9]*$/.test(name.slice(PREFIX.length)))
    .map((name) => Number(name.slice(PREFIX.length)))
    .sort((a, b) => a - b);

export interface Segment {
  changes: Change[];
  /** bytes of the file */
  bytes: number;
  /** a last line cut short or unreadable: a write that a crash interrupted, never acknowledged */
  torn: boolean;
}

/**
 * A segment's changes, up to its first line that is not whole: a write is acknowledged only once
 * its line (and every line before it) is on disk, so what follows a cut line was never acknowledged.
 */
export const readSegment = async (dir: string, n: number): Promise<Segment> => {
  const text = await readFile(segmentPath(dir, n), 'utf8');
  const bytes = Buffer.byteLength(text);
  const changes: Change[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
    let change: unknown;
    try {
      change = JSON.parse(text.slice(start, end));
    } catch {
      return { changes, bytes, torn: true };
    }
    if (typeof change !== 'object' || change === null || Array.isArray(change)) return { changes, bytes, torn: true };
    changes.push(change as Change);
    start = end + 1;
  }
  return { changes, bytes, torn: start < text.length };
};

/** A new, empty segment whose name is on disk before any line is acknowledged in it. */
export const createSegment = (dir: string, n: number): number => {
  const fd = openSync(segmentPath(dir, n), 'w', 0o600);
  syncDirSync(dir);
  return fd;
};

/** Removes the segments below `below` (every one when not given). */
export const removeSegments = async (dir: string, below = Infinity): Promise<void> => {
  for (const n of await listSegments(dir)) if (n < below) await unlink(segmentPath(dir, n)).catch(() => undefined);
};
