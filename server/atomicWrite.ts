// Crash-safe file replacement: write a temp file in the same folder, fsync it, rename it over
// the target, fsync the folder. A reader (or a restart after SIGKILL) sees the old file or the
// new one, never a half-written one. A failed write or rename removes its temp file.
import { open, readdir, rename, unlink } from 'node:fs/promises';
import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

let counter = 0;
const tempName = (file: string) => `${file}.${process.pid}.${Date.now()}.${counter++}.tmp`;

const syncDir = async (dir: string) => {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse fsync on a directory; the rename is still atomic.
  }
};

/** Fsyncs a folder, so a file just created or renamed in it survives a crash (the journal's segments too). */
export const syncDirSync = (dir: string) => {
  try {
    const fd = openSync(dir, 'r');
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {
    // As in syncDir: some file systems refuse fsync on a folder; a rename is atomic still, and a
    // file's own fsync still holds its contents.
  }
};

const removeQuietly = (temp: string) => {
  try {
    unlinkSync(temp);
  } catch {
    // already gone, or never created
  }
};

export const writeFileAtomic = async (file: string, content: string | Buffer): Promise<void> => {
  const temp = tempName(file);
  try {
    const handle = await open(temp, 'w', 0o600);
    try {
      await handle.writeFile(content);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDir(dirname(file));
};

export const writeFileAtomicSync = (file: string, content: string | Buffer): void => {
  const temp = tempName(file);
  try {
    const fd = openSync(temp, 'w', 0o600);
    try {
      const bytes = typeof content === 'string' ? Buffer.from(content) : content;
      // writeSync may write less than asked (large files): loop until all is written.
      for (let done = 0; done < bytes.length;) done += writeSync(fd, bytes, done, bytes.length - done);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, file);
  } catch (error) {
    removeQuietly(temp);
    throw error;
  }
  syncDirSync(dirname(file));
};

/** Removes temp files a killed process left beside `file`. */
export const removeStaleTemps = async (file: string): Promise<void> => {
  const dir = dirname(file);
  const prefix = `${basename(file)}.`;
  for (const name of await readdir(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) await unlink(join(dir, name)).catch(() => undefined);
  }
};
