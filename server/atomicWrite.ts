// Crash-safe file replacement: write a temp file in the same folder, fsync it, rename it over
// the target, fsync the folder. A reader (or a restart after SIGKILL) sees the old file or the
// new one, never a half-written one.
import { open, readdir, rename, unlink } from 'node:fs/promises';
import { openSync, writeSync, fsyncSync, closeSync, renameSync } from 'node:fs';
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

export const writeFileAtomic = async (file: string, content: string | Buffer): Promise<void> => {
  const temp = tempName(file);
  const handle = await open(temp, 'w', 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temp, file);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
  await syncDir(dirname(file));
};

export const writeFileAtomicSync = (file: string, content: string | Buffer): void => {
  const temp = tempName(file);
  const fd = openSync(temp, 'w', 0o600);
  try {
    writeSync(fd, typeof content === 'string' ? Buffer.from(content) : content);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temp, file);
};

/** Removes temp files a killed process left beside `file`. */
export const removeStaleTemps = async (file: string): Promise<void> => {
  const dir = dirname(file);
  const prefix = `${basename(file)}.`;
  for (const name of await readdir(dir)) {
    if (name.startsWith(prefix) && name.endsWith('.tmp')) await unlink(join(dir, name)).catch(() => undefined);
  }
};
