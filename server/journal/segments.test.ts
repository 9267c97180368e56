// A segment is read up to its first line that is not whole: a line cut by a crash was never
// acknowledged, so it and anything after it count for nothing.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
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
});
