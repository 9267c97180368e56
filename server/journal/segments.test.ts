// A segment is read up to its first line that is not a good entry: a last line cut by a crash was
// never acknowledged and counts for nothing; a whole line that is not a good entry is damage.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { entryLine } from './entries';
import { listSegments, readSegment, removeSegments, segmentPath } from './segments';

const dir = mkdtempSync(join(tmpdir(), 'slink-segments-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('journal segments', () => {
  it('are listed by number, and removed below one', async () => {
    for (const n of [10, 2, 1]) writeFileSync(segmentPath(dir, n), '');
    writeFileSync(join(dir, 'platform.journal.x'), '');
    writeFileSync(join(dir, 'platform.journal.01'), '');
    expect(await listSegments(dir)).toEqual([1, 2, 10]);
    await removeSegments(dir, 10);
    expect(await listSegments(dir)).toEqual([10]);
    await removeSegments(dir);
    expect(await listSegments(dir)).toEqual([]);
  });

  it('are read up to a cut last line', async () => {
    writeFileSync(segmentPath(dir, 3), '{"a":{"v":1}}\n{"a":{"v":2}}\n{"a":{"i":[[0,');
    expect(await readSegment(dir, 3)).toMatchObject({ changes: [{ a: { v: 1 } }, { a: { v: 2 } }], torn: true });
    // A whole line without its newline was not acknowledged either.
    writeFileSync(segmentPath(dir, 4), '{"a":{"v":1}}\n{"a":{"v":2}}');
    expect(await readSegment(dir, 4)).toMatchObject({ changes: [{ a: { v: 1 } }], torn: true });
    writeFileSync(segmentPath(dir, 5), '{"a":{"v":1}}\n\u0000\u0000\u0000\n{"a":{"v":3}}\n');
    expect(await readSegment(dir, 5)).toMatchObject({ changes: [{ a: { v: 1 } }], torn: true });
    writeFileSync(segmentPath(dir, 6), '{"a":{"v":1}}\n');
    expect(await readSegment(dir, 6)).toEqual({ changes: [{ a: { v: 1 } }], torn: false, bytes: 14 });
  });

  it('of checked entries are numbered from 1, and a line lost, repeated or without its number is damage', async () => {
    const [one, two, three] = [1, 2, 3].map((n) => entryLine(n, `{"a":{"v":${n}}}`));
    writeFileSync(segmentPath(dir, 7), one + two + three.slice(0, 9));
    expect(await readSegment(dir, 7)).toEqual({ changes: [{ a: { v: 1 } }, { a: { v: 2 } }], torn: true, bytes: expect.any(Number) });
    writeFileSync(segmentPath(dir, 8), one + three);
    expect(await readSegment(dir, 8)).toMatchObject({ damage: { line: 2, why: 'it holds entry 3: entry 2 is missing' } });
    writeFileSync(segmentPath(dir, 9), one + two + two);
    expect(await readSegment(dir, 9)).toMatchObject({ damage: { line: 3, why: 'it repeats entry 2' } });
    writeFileSync(segmentPath(dir, 10), `${one}{"a":{"v":2}}\n`);
    expect(await readSegment(dir, 10)).toMatchObject({ changes: [{ a: { v: 1 } }], damage: { line: 2 } });
  });
});
