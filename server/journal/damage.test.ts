// A damaged journal stops the start. Ten creates are acknowledged in one segment and the store is
// left as a SIGKILL leaves it; then the segment is damaged in each way a disk or a hand can damage
// it. The start refuses, naming the file and line; it changes no file (every byte the same); and
// once the damage is undone, every acknowledged create is there, once. A last line cut short (a
// write a crash interrupted, never acknowledged) still starts, and so does a journal written
// before entries were checked.
import { mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DATA_FILE, openStore, type Store } from '../store';
import { entryLine } from './entries';
import { segmentOf } from './fold';
import { segmentPath } from './segments';

const base = mkdtempSync(join(tmpdir(), 'slink-damage-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let dirs = 0;
const NO_FOLD = { foldChanges: 1e9, foldBytes: 1e12 };
const plain = (store: Store) => JSON.parse(JSON.stringify(store.data)) as Record<string, unknown>;
const NAMES = Array.from({ length: 10 }, (_, n) => `Damage Group ${n + 1}`);

/** Ten acknowledged creates in one segment; the store is then left open, as a SIGKILL leaves it. */
const tenCreates = async () => {
  const dir = join(base, `d${dirs++}`);
  const store = await openStore(dir, undefined, NO_FOLD);
  for (const [n, name] of NAMES.entries()) {
    store.data.accountGroups.push({ id: 901 + n, account_group_name: name, created_date_time: 'now', account_ids: [] });
    await store.commit();
  }
  const segment = segmentPath(dir, segmentOf(JSON.parse(readFileSync(join(dir, DATA_FILE), 'utf8')) as Record<string, unknown>)!);
  const original = readFileSync(segment);
  expect(linesOf(segment)).toHaveLength(10);
  return { dir, segment, original, acknowledged: plain(store) };
};

/** Every file of the folder, byte for byte (as text of one character a byte: compared at once, unlike a Buffer). */
const filesOf = (dir: string) =>
  Object.fromEntries(readdirSync(dir).map((name) => [name, readFileSync(join(dir, name)).toString('latin1')]));
const linesOf = (file: string) => readFileSync(file, 'utf8').split('\n').slice(0, -1);
const writeLines = (file: string, lines: string[]) => writeFileSync(file, lines.map((line) => `${line}\n`).join(''));
/** A checked line's change, as the format before checksums wrote it. */
const unchecked = (line: string) => line.replace(/^[0-9]+ [0-9a-f]{8} /, '');

/** The start refuses with `message`, and every file is as it was. */
const refused = async (dir: string, message: RegExp) => {
  const before = filesOf(dir);
  await expect(openStore(dir, undefined, NO_FOLD)).rejects.toThrow(message);
  expect(filesOf(dir)).toEqual(before);
};

/** Everything acknowledged is there, each create once. */
const allThere = async (dir: string, acknowledged: Record<string, unknown>) => {
  const again = await openStore(dir, undefined, NO_FOLD);
  expect(again.data.accountGroups.map((group) => group.account_group_name).filter((name) => name.startsWith('Damage'))).toEqual(NAMES);
  expect(plain(again)).toEqual(acknowledged);
};

const ways: { way: string; damage: (segment: string) => void; message: RegExp }[] = [
  {
    way: 'a line overwritten',
    damage: (segment) => {
      const lines = linesOf(segment);
      lines[2] = 'x'.repeat(lines[2].length);
      writeLines(segment, lines);
    },
    message: /platform\.journal\.1, line 3: it is not a journal entry/,
  },
  {
    way: 'one byte flipped',
    damage: (segment) => {
      const bytes = readFileSync(segment);
      const lines = linesOf(segment);
      const at = lines.slice(0, 4).reduce((sum, line) => sum + Buffer.byteLength(line) + 1, 0) + Math.floor(lines[4].length / 2);
      bytes[at] ^= 0x01;
      writeFileSync(segment, bytes);
    },
    message: /platform\.journal\.1, line 5: its checksum does not match its content/,
  },
  {
    way: 'a byte changed that leaves valid JSON',
    damage: (segment) => {
      const lines = linesOf(segment);
      lines[6] = lines[6].replace('Damage Group 7', 'Damage Group 8');
      JSON.parse(unchecked(lines[6]));
      writeLines(segment, lines);
    },
    message: /platform\.journal\.1, line 7: its checksum does not match its content/,
  },
  {
    way: 'a line repeated',
    damage: (segment) => {
      const lines = linesOf(segment);
      lines.splice(4, 0, lines[3]);
      writeLines(segment, lines);
    },
    message: /platform\.journal\.1, line 5: it repeats entry 4/,
  },
  {
    way: 'a line removed (a gap)',
    damage: (segment) => {
      const lines = linesOf(segment);
      lines.splice(5, 1);
      writeLines(segment, lines);
    },
    message: /platform\.journal\.1, line 6: it holds entry 7: entry 6 is missing/,
  },
  {
    way: 'a line of the format before checksums among checked ones',
    damage: (segment) => {
      const lines = linesOf(segment);
      lines[3] = unchecked(lines[3]);
      writeLines(segment, lines);
    },
    message: /platform\.journal\.1, line 4: it has no checksum, unlike the other lines of the segment/,
  },
];

describe('a damaged journal', () => {
  for (const { way, damage, message } of ways) {
    it(`refuses to start, changes nothing and loses nothing: ${way}`, async () => {
      const { dir, segment, original, acknowledged } = await tenCreates();
      damage(segment);
      await refused(dir, message);
      writeFileSync(segment, original);
      await allThere(dir, acknowledged);
    });
  }

  it('refuses to start when the segment the data file names is missing, and says what to do', async () => {
    const { dir, segment, acknowledged } = await tenCreates();
    const kept = join(base, `kept${dirs}`);
    renameSync(segment, kept);
    await refused(dir, /platform\.journal\.1: the file is missing, and the data file names it/);
    await expect(openStore(dir, undefined, NO_FOLD)).rejects.toThrow(
      /The platform does not start with a damaged journal, and it rewrote or removed no file\. Keep the data file and the platform\.journal\.\* files .* restore platform\.journal\.1 from a backup .* create platform\.journal\.1 empty; npm run demo:reset/,
    );
    renameSync(kept, segment);
    await allThere(dir, acknowledged);
  });

  describe('over several segments (folds that failed leave them)', () => {
    /** The ten creates as segments 1 (entries 1-4), 2 (5-7) and 3 (8-10). */
    const threeSegments = async () => {
      const { dir, segment, acknowledged } = await tenCreates();
      const changes = linesOf(segment).map(unchecked);
      const parts = [changes.slice(0, 4), changes.slice(4, 7), changes.slice(7)];
      for (const [n, part] of parts.entries()) {
        writeFileSync(segmentPath(dir, n + 1), part.map((change, k) => entryLine(k + 1, change)).join(''));
      }
      return { dir, acknowledged };
    };

    it('start as they are', async () => {
      const { dir, acknowledged } = await threeSegments();
      await allThere(dir, acknowledged);
    });

    it('refuse to start when one in the middle is missing', async () => {
      const { dir, acknowledged } = await threeSegments();
      const kept = join(base, `kept${dirs}`);
      renameSync(segmentPath(dir, 2), kept);
      await refused(
        dir,
        /platform\.journal\.2: the file is missing\. .* create platform\.journal\.2 empty and remove platform\.journal\.3;/,
      );
      renameSync(kept, segmentPath(dir, 2));
      await allThere(dir, acknowledged);
    });

    it('refuse to start when one ends in a cut line and a later one holds changes', async () => {
      const { dir, acknowledged } = await threeSegments();
      const second = segmentPath(dir, 2);
      const original = readFileSync(second);
      truncateSync(second, original.length - 5);
      await refused(dir, /platform\.journal\.2, line 3: the line is cut short, yet platform\.journal\.3 after it holds changes/);
      writeFileSync(second, original);
      await allThere(dir, acknowledged);
    });
  });

  it('still starts after a last line cut short, which was never acknowledged, and says so', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const { dir, segment, original } = await tenCreates();
      truncateSync(segment, original.length - 5);
      const again = await openStore(dir, undefined, NO_FOLD);
      expect(again.data.accountGroups.map((group) => group.account_group_name).filter((name) => name.startsWith('Damage'))).toEqual(
        NAMES.slice(0, 9),
      );
      expect(logged).toHaveBeenCalledWith(expect.stringMatching(/platform\.journal\.1 line 10, was cut short by a crash/));
    } finally {
      logged.mockRestore();
    }
  });
});

describe('a journal written before entries were checked', () => {
  it('starts, each create once', async () => {
    const { dir, segment, acknowledged } = await tenCreates();
    writeLines(segment, linesOf(segment).map(unchecked));
    await allThere(dir, acknowledged);
  });

  it('refuses to start when a line in it is damaged and good ones follow', async () => {
    const { dir, segment, acknowledged } = await tenCreates();
    const lines = linesOf(segment).map(unchecked);
    writeLines(segment, lines);
    const original = readFileSync(segment);
    writeLines(
      segment,
      lines.map((line, n) => (n === 2 ? 'x'.repeat(line.length) : line)),
    );
    await refused(dir, /platform\.journal\.1, line 3: it is not a journal entry/);
    writeFileSync(segment, original);
    await allThere(dir, acknowledged);
  });
});
