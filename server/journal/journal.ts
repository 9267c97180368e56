// The store's persistence: each commit appends one line (what changed) to the journal and
// syncs it, so a write costs the size of its change rather than the size of the data. The
// journal is folded into the data file off the main thread once it grows, at start and on close;
// a fold rewrites the file atomically and only then removes the segments it folded. Each line
// carries its number and a checksum (./entries.ts); a start that finds the journal damaged refuses
// and changes no file (./damage.ts), since what follows the damage was acknowledged.
import { closeSync } from 'node:fs';
import { dirname } from 'node:path';
import { trackChanges, UnknownRecord } from './changes';
import { CHECK_LIMIT, checkCommits, type CommitCheck } from './check';
import { dataText, replaySegments } from './fold';
import { defaultIo, writeAll, type JournalIo } from './io';
import { entryLines } from './entries';
import { createSegment, listSegments, removeSegments, segmentPath } from './segments';
import { createWriter } from './writer';

type Data = Record<string, unknown>;

export interface JournalOptions {
  /** fold once the journal holds this many bytes; default a quarter of the data file, at least 1 MB */
  foldBytes?: number;
  /** fold once the journal holds this many changes; default 10 000 */
  foldChanges?: number;
  /** the writes, syncs and folds, replaced in tests; default the file system and a worker thread */
  io?: Partial<JournalIo>;
}

export interface Journal {
  /** stores what changed since the last commit, `changed` naming the records changed in place */
  commit(changed: Iterable<object>): Promise<void>;
  /** writes the data file whole now and starts a new segment (demo reset) */
  writeWhole(): Promise<void>;
  /** folds what the journal holds and closes it */
  close(): Promise<void>;
}

const strict = () => process.env.SLINK_STORE_CHECK === '1';

export interface OpenedFile {
  /** the segment the data file names; none for fixtures and files of older versions */
  segment: number | undefined;
  /** bytes of the data file */
  bytes: number;
  /** the data differs from the file (a new file, collections added): it is written at start */
  mustWrite: boolean;
}

/** Replays the journal into `data` (as read from `file`), writes it whole if there was any, and opens it. */
export const openJournal = async (file: string, data: Data, opened: OpenedFile, options: JournalOptions = {}): Promise<Journal> => {
  const dir = dirname(file);
  const io: JournalIo = { ...defaultIo, ...options.io };
  const existing = await listSegments(dir);
  const replayed = opened.segment === undefined ? { changes: 0, bytes: 0 } : await replaySegments(dir, data, opened.segment);
  const foldChanges = options.foldChanges ?? 10_000;
  const foldBytesOf = (fileBytes: number) => options.foldBytes ?? Math.max(1_000_000, Math.round(fileBytes / 4));
  let foldBytes = foldBytesOf(opened.bytes);
  /** the segment the data file names, and the highest one made */
  let marker = opened.segment;
  let last = Math.max(marker ?? 0, ...existing);
  let fd: number | undefined;
  /** what the segments from `marker` on hold */
  const pending = { bytes: 0, changes: 0 };
  let foldAt = { bytes: foldBytes, changes: foldChanges };
  /** the current segment may end in a cut line, or continue a file not written: nothing more goes into it */
  let broken = true;
  let wholeNeeded = false;
  /** a fold is on its way (rotation queued or worker running) */
  let folding = false;
  /** the fold running in a worker thread */
  let worker: Promise<void> | null = null;
  let closed = false;
  const tracker = trackChanges(data);
  let check: CommitCheck | undefined;

  /** entries in the current segment */
  let entries = 0;

  const writer = createWriter(async (text) => {
    if (broken || fd === undefined) throw new Error('The journal waits for the data file to be written whole');
    const numbered = entryLines(text, entries + 1);
    try {
      await writeAll(io, fd, numbered.text);
      await io.sync(fd);
    } catch (error) {
      broken = true;
      wholeNeeded = true;
      throw error;
    }
    entries += numbered.entries;
    pending.bytes += Buffer.byteLength(numbered.text);
    pending.changes += numbered.entries;
    if (pending.bytes >= foldAt.bytes || pending.changes >= foldAt.changes) foldInBackground();
  });

  const switchTo = (n: number) => {
    const fresh = createSegment(dir, n);
    if (fd !== undefined) closeSync(fd);
    fd = fresh;
    entries = 0;
  };

  /**
   * Rotates to a new segment, then folds the ones before it into the data file in a worker. The
   * worker starts inside the rotation, so a whole write queued after it finds it and waits.
   */
  const foldInBackground = () => {
    if (folding || broken || wholeNeeded || closed || marker === undefined) return;
    folding = true;
    const to = ++last;
    const failed = (error: unknown) => {
      // Every segment is still there, and the data file names where it goes on (the segment it
      // named, or this fold's own when only the report was lost): a later fold or the next start folds them.
      console.error(`The journal could not be folded into the data file: ${(error as Error).message}`);
      foldAt = { bytes: pending.bytes + foldBytes, changes: pending.changes + foldChanges };
    };
    writer
      .step(async () => {
        if (broken) throw new Error('the journal waits for the data file to be written whole');
        switchTo(to);
        const part = { ...pending };
        worker = io
          .fold(file, marker!, to)
          .then(async () => {
            marker = to;
            pending.bytes -= part.bytes;
            pending.changes -= part.changes;
            foldAt = { bytes: foldBytes, changes: foldChanges };
            await removeSegments(dir, to);
          })
          .catch(failed)
          .finally(() => {
            worker = null;
            folding = false;
          });
      })
      .catch((error: unknown) => {
        failed(error);
        folding = false;
      });
  };

  const writeWhole = (): Promise<void> => {
    const n = ++last;
    // The snapshot is taken now: later commits are changes from it, written to segment n.
    const text = dataText(data, n);
    tracker.reset();
    foldBytes = foldBytesOf(Buffer.byteLength(text));
    check = text.length <= CHECK_LIMIT ? checkCommits(data) : undefined;
    wholeNeeded = false;
    return writer.step(async () => {
      await worker;
      try {
        // The segment first: a data file naming a segment that is not there is a damaged journal.
        switchTo(n);
        await io.writeWhole(file, text);
      } catch (error) {
        broken = true;
        wholeNeeded = true;
        throw error;
      }
      marker = n;
      broken = false;
      pending.bytes = 0;
      pending.changes = 0;
      foldAt = { bytes: foldBytes, changes: foldChanges };
      await removeSegments(dir, n).catch(() => undefined);
    });
  };

  /** A change the journal could not hold: the whole file is written, and a test is told. */
  const missed = (what: string): Promise<void> => {
    console.error(`The store wrote the data file whole: ${what}`);
    return writeWhole().then(() => {
      if (strict()) throw new Error(`The store missed a change: ${what}`);
    });
  };

  const commit = (changed: Iterable<object>): Promise<void> => {
    if (closed) return Promise.reject(new Error('The store is closed'));
    if (wholeNeeded) return writeWhole();
    let change;
    try {
      change = tracker.take(changed);
    } catch (error) {
      return error instanceof UnknownRecord ? missed(error.message) : Promise.reject(error);
    }
    const line = change ? `${JSON.stringify(change)}\n` : undefined;
    // Checked even when nothing was found: that is when a change not named would go unseen.
    const differs = check?.verify(line ?? '{}');
    if (differs) return missed(differs);
    return line ? writer.append(line) : writer.drain();
  };

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      await writer.drain();
      await worker;
      if (pending.changes > 0 || wholeNeeded || broken) await writeWhole();
      // Commits made meanwhile are on disk before the segment is closed.
      await writer.drain();
      closed = true;
      if (fd !== undefined) closeSync(fd);
      fd = undefined;
    })());

  if (replayed.cut) {
    const { segment, line } = replayed.cut;
    console.error(
      `The journal's last line, ${segmentPath(dir, segment)} line ${line}, was cut short by a crash: a write never acknowledged, left out`,
    );
  }
  // A start folds whatever the journal holds (and writes a file that names no segment yet);
  // with nothing to fold, it goes on in the segment the file names, when it is the only one.
  if (opened.mustWrite || marker === undefined || replayed.bytes > 0 || last > marker) await writeWhole();
  else {
    // The one segment from the file's on is empty: start it afresh; the ones before it were folded.
    await removeSegments(dir, marker);
    switchTo(marker);
    broken = false;
    tracker.reset();
    if (opened.bytes <= CHECK_LIMIT) check = checkCommits(data);
  }
  return { commit, writeWhole, close };
};
