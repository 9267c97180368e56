// One journal entry as a line: `<sequence> <checksum> <change as JSON>`. The sequence counts the
// segment's lines from 1, so a line lost or repeated shows; the checksum, CRC-32 of the line
// without its checksum field (`<sequence> <change as JSON>`), shows a line changed in any byte,
// even one that leaves valid JSON. Both cost a pass over the line, the size of the change.
// Segments written before entries were checked hold the change alone (`{...}`): such a line is
// read as before, but only in a segment that holds no checked line (./segments.ts).
import zlib from 'node:zlib';
import type { Change } from './apply';

/** CRC-32 (the one of zip and PNG) byte by byte, for Node 20 before 20.15, which lacks zlib.crc32. */
const TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
export const tableCrc32 = (text: string, value = 0): number => {
  let c = ~value;
  for (const byte of Buffer.from(text)) c = TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
};

const crc32 = (zlib as Partial<typeof zlib>).crc32 ?? tableCrc32;

const checksum = (sequence: number, json: string): string =>
  crc32(json, crc32(`${sequence} `))
    .toString(16)
    .padStart(8, '0');

/** The line of entry `sequence`, `json` being its change as JSON (one line: JSON escapes line breaks). */
export const entryLine = (sequence: number, json: string): string => `${sequence} ${checksum(sequence, json)} ${json}\n`;

/**
 * The lines of `text` (changes as JSON, each ending in a line break) as entries numbered from
 * `first`; answers the text and how many entries it holds.
 */
export const entryLines = (text: string, first: number): { text: string; entries: number } => {
  let out = '';
  let entries = 0;
  for (let start = 0, end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
    out += entryLine(first + entries++, text.slice(start, end));
  }
  return { text: out, entries };
};

const CHECKED = /^([1-9][0-9]{0,15}) ([0-9a-f]{8}) /;

export type ReadLine =
  /** a good entry: `sequence` for a checked line, none for a line of the format before checksums */
  | { change: Change; sequence?: number; checked: boolean }
  /** a line that is not a good entry, and why; `checked` when it has the shape of a checked line */
  | { why: string; checked: boolean };

const changeOf = (json: string): Change | undefined => {
  try {
    const change: unknown = JSON.parse(json);
    return typeof change === 'object' && change !== null && !Array.isArray(change) ? (change as Change) : undefined;
  } catch {
    return undefined;
  }
};

/** One whole line of a segment (without its line break), read. */
export const readLine = (line: string): ReadLine => {
  const shape = CHECKED.exec(line);
  if (shape) {
    const sequence = Number(shape[1]);
    const json = line.slice(shape[0].length);
    if (checksum(sequence, json) !== shape[2])
      return { why: 'its checksum does not match its content (the line was changed)', checked: true };
    const change = changeOf(json);
    return change ? { change, sequence, checked: true } : { why: 'its change is not a journal entry', checked: true };
  }
  const change = line.startsWith('{') ? changeOf(line) : undefined;
  return change ? { change, checked: false } : { why: 'it is not a journal entry', checked: false };
};
