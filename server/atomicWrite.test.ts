import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomic, writeFileAtomicSync } from './atomicWrite';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'slink-atomic-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const temps = () => readdirSync(dir).filter((n) => n.endsWith('.tmp'));

describe.each([
  ['writeFileAtomicSync', async (file: string, content: string) => writeFileAtomicSync(file, content)],
  ['writeFileAtomic', writeFileAtomic],
])('%s', (_name, write) => {
  it('replaces the file, readable by the owner only, and leaves no temp file', async () => {
    const file = join(dir, 'secret.key');
    writeFileSync(file, 'old');
    await write(file, 'new');
    expect(readFileSync(file, 'utf8')).toBe('new');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(temps()).toEqual([]);
  });

  it('removes its temp file when the rename fails, and keeps what was there', async () => {
    // a non-empty folder cannot be replaced by a file: the rename fails
    const target = join(dir, 'taken');
    mkdirSync(target);
    writeFileSync(join(target, 'keep'), 'x');
    await expect(write(target, 'new')).rejects.toThrow();
    expect(temps()).toEqual([]);
    expect(readFileSync(join(target, 'keep'), 'utf8')).toBe('x');
  });
});
