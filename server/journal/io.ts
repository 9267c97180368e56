// What the journal does to disk for a commit, a fold and a whole write, in one object so that a
// test can put its own in place: a write that stops short, a sync that never comes or fails, a
// fold that is lost, a data file that must not name a segment not yet made. A crash test cannot
// tell a missing sync from a done one (the system keeps what was written through a SIGKILL), so
// the order "written, synced, then acknowledged" is tested here.
import { fdatasync, write } from 'node:fs';
import { promisify } from 'node:util';
import { writeFileAtomic } from '../atomicWrite';
import { foldOffThread } from './offThread';

export interface JournalIo {
  /** writes up to `length` bytes of `buffer` from `offset` at the segment's end; answers how many it wrote */
  write(fd: number, buffer: Buffer, offset: number, length: number): Promise<number>;
  /** makes what was written to the segment durable (fdatasync) */
  sync(fd: number): Promise<void>;
  /** folds the segments `from`..`to - 1` into the data file (./fold.ts foldSegments, in a worker) */
  fold(file: string, from: number, to: number): Promise<void>;
  /** writes the data file whole, atomically */
  writeWhole(file: string, text: string): Promise<void>;
}

const writeSome = promisify(write);

export const defaultIo: JournalIo = {
  write: async (fd, buffer, offset, length) => (await writeSome(fd, buffer, offset, length, null)).bytesWritten,
  sync: promisify(fdatasync),
  fold: foldOffThread,
  writeWhole: writeFileAtomic,
};

/** Writes all of `text`: a write may take less than it is given (as writeFileAtomicSync loops too). */
export const writeAll = async (io: JournalIo, fd: number, text: string): Promise<void> => {
  const bytes = Buffer.from(text);
  for (let done = 0; done < bytes.length;) {
    const wrote = await io.write(fd, bytes, done, bytes.length - done);
    // Nothing written and no error would loop for ever.
    if (!(wrote > 0)) throw new Error('The journal segment took no bytes');
    done += wrote;
  }
};
