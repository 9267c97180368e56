// An entry's line carries its number and a CRC-32 of the rest: it reads back to its change, and
// any change to its bytes shows. The byte-by-byte CRC-32 (for Node 20 before 20.15) gives what
// zlib gives, so a journal reads the same on either.
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { entryLine, entryLines, readLine, tableCrc32 } from './entries';

const change = { accountGroups: { i: [[3, { id: 904, account_group_name: 'Gruppe Süd 🚀' }]] } };
const json = JSON.stringify(change);

describe('journal entries', () => {
  it('read back to their change and number', () => {
    const line = entryLine(7, json);
    expect(line).toMatch(/^7 [0-9a-f]{8} \{.*\}\n$/);
    expect(readLine(line.slice(0, -1))).toEqual({ change, sequence: 7, checked: true });
    expect(entryLines(`${json}\n{"meta":{"v":{}}}\n`, 3)).toEqual({
      text: entryLine(3, json) + entryLine(4, '{"meta":{"v":{}}}'),
      entries: 2,
    });
  });

  it('show a changed byte, a changed number and a line that is no entry', () => {
    const line = entryLine(7, json).slice(0, -1);
    expect(readLine(line.replace('904', '905'))).toMatchObject({ why: expect.stringMatching(/checksum does not match/), checked: true });
    expect(readLine(`8${line.slice(1)}`)).toMatchObject({ why: expect.stringMatching(/checksum does not match/), checked: true });
    expect(readLine('x'.repeat(line.length))).toEqual({ why: 'it is not a journal entry', checked: false });
    expect(readLine(entryLine(1, '[1]').slice(0, -1))).toMatchObject({ why: 'its change is not a journal entry' });
  });

  it('read a line of the format before checksums as its change, unchecked', () => {
    expect(readLine(json)).toEqual({ change, checked: false });
    expect(readLine('{"a":')).toEqual({ why: 'it is not a journal entry', checked: false });
  });

  it('are checked by the same CRC-32 with or without zlib', () => {
    for (const text of ['', 'a', json, 'x'.repeat(1000)]) {
      expect(tableCrc32(text)).toBe(zlib.crc32(text));
      expect(tableCrc32(text, zlib.crc32('7 '))).toBe(zlib.crc32(`7 ${text}`));
    }
  });
});
