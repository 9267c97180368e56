// The journal's files beside the data file: platform.journal.<n>, one entry per line (./entries.ts). The data
// file names (meta.journal_segment) the first segment that continues it; older ones are folded
// in already, and a data file that names none (fixtures, npm run demo:reset) has no journal.
import { closeSync, openSync } from 'node:fs';
import { readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { Change } from './apply';
import { readLine, type ReadLine } from './entries';
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
  /** read only up to a line that is cut short or not a good entry */
  torn: boolean;
  /**
   * A whole line (one that ends in its line break) that is not a good entry, its number (from 1)
   * and what is wrong. A killed write leaves a prefix of its lines, so this is damage (or a power
   * cut in a write never synced, which cannot be told apart): the start refuses it, never guesses.
   */
  damage?: { line: number; why: string };
}

/**
 * A segment's changes, up to its first line that is not a good entry. A write is acknowledged only
 * once its line, break included, and every line before it is on disk, so a last line without its
 * break is a write a crash cut short, never acknowledged: it is left out (`torn`). Any other line
 * that is not a good entry is `damage`. A segment that holds a checked line (./entries.ts) must
 * hold only checked lines, numbered 1, 2, 3...; one that holds none was written before entries
 * were checked, and its lines are read as before.
 */
export const readSegment = async (dir: string, n: number): Promise<Segment> => {
  const text = await readFile(segmentPath(dir, n), 'utf8');
  const bytes = Buffer.byteLength(text);
  const lines: ReadLine[] = [];
  let start = 0;
  for (let end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start))
    lines.push(readLine(text.slice(start, end)));
  const checked = lines.some((line) => line.checked);
  const changes: Change[] = [];
  const damaged = (line: number, why: string): Segment => ({ changes, bytes, torn: true, damage: { line, why } });
  for (const [at, line] of lines.entries()) {
    const number = at + 1;
    if ('why' in line) return damaged(number, line.why);
    if (line.sequence === undefined) {
      if (checked) return damaged(number, 'it has no checksum, unlike the other lines of the segment');
    } else if (line.sequence < number) return damaged(number, `it repeats entry ${line.sequence}`);
    else if (line.sequence > number) return damaged(number, `it holds entry ${line.sequence}: entry ${number} is missing`);
    changes.push(line.change);
  }
  return { changes, bytes, torn: start < text.length };
};

/** A new, empty segment whose name is on disk before any line is acknowledged in it. */
export const createSegment = (dir: string, n: number): number => {
  const fd = openSync(segmentPath(dir, n), 'w', 0o600);
  syncDirSync(dir);
  return fd;
};

/** Makes segment `n` unless it is there (never emptying one), so that a data file can name it. */
export const ensureSegment = (dir: string, n: number): void => {
  try {
    closeSync(openSync(segmentPath(dir, n), 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return;
    throw error;
  }
  syncDirSync(dir);
};

/** Removes the segments below `below` (every one when not given). */
export const removeSegments = async (dir: string, below = Infinity): Promise<void> => {
  for (const n of await listSegments(dir)) if (n < below) await unlink(segmentPath(dir, n)).catch(() => undefined);
};
