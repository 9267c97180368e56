// The journal's order with disk, which a SIGKILL cannot show (the system keeps what was written
// whether or not it was synced): a commit is acknowledged only once its line is written whole and
// synced, a failed sync fails it, writes made while a fold runs go to the segment after it, a
// fold lost after it renamed the data file does not stop the folds after it, and a segment is
// made before the data file names it.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { writeFileAtomic } from '../atomicWrite';
import { foldSegments, readStored, segmentOf } from './fold';
import { defaultIo, type JournalIo } from './io';
import { openJournal } from './journal';
import { listSegments, readSegment, segmentPath } from './segments';
import { testTime } from '../../shared/testTime';

const base = mkdtempSync(join(tmpdir(), 'slink-journal-io-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let dirs = 0;

/** A journal over a small new data file, its disk operations replaced by `io`. */
const open = async (io: Partial<JournalIo>, foldChanges = 1e9) => {
  const dir = mkdtempSync(join(base, `d${dirs++}-`));
  const file = join(dir, 'platform.json');
  const data = { things: [] as { id: number }[], meta: {} };
  const journal = await openJournal(file, data, { segment: undefined, bytes: 0, mustWrite: true }, { io, foldChanges });
  return { dir, file, data, journal };
};

/** Syncs that end when the test says: the commit must wait for them. */
const heldSyncs = () => {
  const held: { done: () => void; failed: (error: Error) => void }[] = [];
  const sync = () => new Promise<void>((done, failed) => held.push({ done, failed }));
  return { held, sync };
};

describe('the journal and the disk', () => {
  it('acknowledges a commit only once its line is written and synced', async () => {
    const events: string[] = [];
    const { held, sync } = heldSyncs();
    const { file, data, journal } = await open({
      write: (...args) => {
        events.push('write');
        return defaultIo.write(...args);
      },
      sync: () => {
        events.push('sync');
        return sync();
      },
    });
    data.things.push({ id: 1 });
    let acknowledged = false;
    const commit = journal.commit([]).then(() => (acknowledged = true));
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: testTime(5_000) });
    await new Promise((r) => setTimeout(r, 20));
    expect(events).toEqual(['write', 'sync']);
    expect(acknowledged).toBe(false);
    held[0].done();
    await commit;
    expect(acknowledged).toBe(true);
    expect((await readStored(file)).things).toEqual(data.things);
    await journal.close();
  });

  it('makes a segment before the data file names it: a crash between the two leaves no file naming a missing segment', async () => {
    const made: boolean[] = [];
    const { data, journal } = await open({
      writeWhole: async (file, text) => {
        made.push(existsSync(segmentPath(dirname(file), segmentOf(JSON.parse(text) as Record<string, unknown>)!)));
        await writeFileAtomic(file, text);
      },
    });
    data.things.push({ id: 1 });
    await journal.writeWhole();
    await journal.close();
    // The start's whole write and the one asked for.
    expect(made).toEqual([true, true]);
  });

  it('fails a commit whose sync failed', async () => {
    const { held, sync } = heldSyncs();
    const { data, journal } = await open({ sync });
    data.things.push({ id: 1 });
    const commit = journal.commit([]);
    await vi.waitFor(() => expect(held).toHaveLength(1), { timeout: testTime(5_000) });
    held[0].failed(new Error('EIO: the disk failed'));
    await expect(commit).rejects.toThrow('EIO: the disk failed');
    await journal.close();
  });

  it('writes a line whole when the system writes less than it is given', async () => {
    const { dir, file, data, journal } = await open({
      write: (fd, buffer, offset, length) => defaultIo.write(fd, buffer, offset, Math.min(length, 5)),
    });
    data.things.push({ id: 1 }, { id: 2 });
    await journal.commit([]);
    // Read as entries (each line carries its number and checksum): one whole line, and only it.
    expect(await readSegment(dir, segmentOf(JSON.parse(readFileSync(file, 'utf8')))!)).toMatchObject({
      changes: [
        {
          things: {
            i: [
              [0, { id: 1 }],
              [1, { id: 2 }],
            ],
          },
        },
      ],
      torn: false,
    });
    expect((await readStored(file)).things).toEqual(data.things);
    await journal.close();
  });

  it('folds again after a fold that renamed the data file was lost before it reported', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const folds: Promise<void>[] = [];
    const { dir, file, data, journal } = await open(
      {
        fold: (...args) => {
          const lost = folds.length === 0;
          const fold = foldSegments(...args).then(() => {
            if (lost) throw new Error('the fold worker stopped before it reported');
          });
          folds.push(fold);
          return fold;
        },
      },
      2,
    );
    for (let id = 1; id <= 4; id++) {
      data.things.push({ id });
      await journal.commit([]);
      // The second fold starts only once the first one is over.
      if (id === 2) await expect.poll(() => folds.length).toBe(1);
      if (id === 2) await folds[0].catch(() => undefined);
    }
    await expect.poll(() => folds.length).toBe(2);
    await folds[1];
    // The second fold went on from the segment the file named, and removed what it folded.
    await expect.poll(() => listSegments(dir)).toEqual([3]);
    expect(segmentOf(JSON.parse(readFileSync(file, 'utf8')))).toBe(3);
    expect((await readStored(file)).things).toEqual(data.things);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('the fold worker stopped before it reported'));
    logged.mockRestore();
    await journal.close();
  });
  it('puts the writes made while a fold runs in the new segment, and keeps them after it', async () => {
    let release: () => void = () => undefined;
    const started: [number, number][] = [];
    const { dir, file, data, journal } = await open(
      {
        fold: async (...args) => {
          started.push([args[1], args[2]]);
          await new Promise<void>((r) => (release = r));
          await foldSegments(...args);
        },
      },
      2,
    );
    for (const id of [1, 2]) {
      data.things.push({ id });
      await journal.commit([]);
    }
    await expect.poll(() => started).toEqual([[1, 2]]);
    data.things.push({ id: 3 });
    await journal.commit([]);
    expect(await readSegment(dir, 2)).toMatchObject({ changes: [{ things: { i: [[2, { id: 3 }]] } }], torn: false });
    release();
    await expect.poll(() => listSegments(dir)).toEqual([2]);
    expect(segmentOf(JSON.parse(readFileSync(file, 'utf8')))).toBe(2);
    expect((await readStored(file)).things).toEqual(data.things);
    await journal.close();
  });
});
