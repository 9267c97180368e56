// What a JSON body's raw text says of its shape, read before it is parsed: parsing is the costly
// part (1.35 million list entries in 2.7 MB took the parser over 100 ms, and every later walk
// of them as much again), so a body is refused unparsed when
//   - it is nested deeper than anything the platform takes ([[[[...]]]] by the million took the
//     parser seconds): 400;
//   - it holds more entries (commas between list entries and object members) than its call's
//     largest honest body (server/bodyLimits.ts): 413, as a body over its size is.
// One scan of the bytes, strings skipped whole (their brackets and commas are text). It reads
// UTF-8, which every JSON between systems is (RFC 8259); a body declaring another charset is
// refused (415), as the scan could not read it.
import { TOO_LARGE_MESSAGE } from './errorAnswers';
import { HttpError } from './http';

/** Lists and objects inside one another at most: the deepest body the platform takes has 4. */
export const MAX_JSON_DEPTH = 32;
export const JSON_DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} lists and objects inside one another)`;
export const JSON_CHARSET_MESSAGE = 'The request body must be JSON in UTF-8';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
const escaped = (bytes: Uint8Array, at: number): boolean => {
  let count = 0;
  while (at - count - 1 >= 0 && bytes[at - count - 1] === BACKSLASH) count++;
  return count % 2 === 1;
};

export type ShapeProblem = 'too deep' | 'too many entries';

/**
 * What is wrong with the shape of the JSON text (UTF-8 bytes), or undefined: more than `depth`
 * lists or objects inside one another, or more than `entries` commas. A string is skipped whole
 * (to its closing quote, found natively): a UTF-8 sequence holds no ASCII byte, so a quote byte
 * is a quote.
 */
export const shapeProblem = (bytes: Uint8Array, { depth = MAX_JSON_DEPTH, entries = Infinity } = {}): ShapeProblem | undefined => {
  let open = 0;
  let commas = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      let end = i;
      do end = bytes.indexOf(QUOTE, end + 1);
      while (end !== -1 && escaped(bytes, end));
      // An unclosed string: the parser refuses the body anyway.
      if (end === -1) return undefined;
      i = end;
    } else if (byte === COMMA) {
      if (++commas > entries) return 'too many entries';
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++open > depth) return 'too deep';
    } else if (byte === 0x5d || byte === 0x7d) open--;
  }
  return undefined;
};

/**
 * body-parser's `verify` for JSON of at most `entries` commas: refuses a body in another charset
 * (415), nested too deeply (400) or holding too many entries (413).
 */
export const checkJsonShape =
  (entries: number) =>
  (_req: unknown, _res: unknown, body: Buffer, encoding: string): void => {
    if (encoding.toLowerCase() !== 'utf-8') throw new HttpError(415, JSON_CHARSET_MESSAGE);
    const problem = shapeProblem(body, { entries });
    if (problem === 'too deep') throw new HttpError(400, JSON_DEPTH_MESSAGE);
    if (problem === 'too many entries') throw new HttpError(413, TOO_LARGE_MESSAGE);
  };
