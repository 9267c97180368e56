// A JSON body nested deeper than anything the platform takes ([[[[...]]]] by the million) costs
// the parser seconds and every later walk of it more: it is refused before parsing, by one scan
// of the raw bytes that counts the lists and objects open (brackets inside strings are text).
// The scan reads UTF-8, which every JSON between systems is (RFC 8259); a body declaring another
// charset is refused, as the scan could not read it.
import { HttpError } from './http';

/** Lists and objects inside one another at most: the deepest body the platform takes has 4. */
export const MAX_JSON_DEPTH = 32;
export const JSON_DEPTH_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} lists and objects inside one another)`;
export const JSON_CHARSET_MESSAGE = 'The request body must be JSON in UTF-8';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** Whether the quote at `at` is escaped: an odd number of backslashes before it. */
const escaped = (bytes: Uint8Array, at: number): boolean => {
  let count = 0;
  while (at - count - 1 >= 0 && bytes[at - count - 1] === BACKSLASH) count++;
  return count % 2 === 1;
};

/**
 * Whether the JSON text (UTF-8 bytes) opens more than `max` lists or objects inside one another.
 * A string is skipped whole (to its closing quote, found natively): a UTF-8 sequence holds no
 * ASCII byte, so a quote byte is a quote.
 */
export const nestedDeeperThan = (bytes: Uint8Array, max: number = MAX_JSON_DEPTH): boolean => {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      let end = i;
      do end = bytes.indexOf(QUOTE, end + 1);
      while (end !== -1 && escaped(bytes, end));
      // An unclosed string: the parser refuses the body anyway.
      if (end === -1) return false;
      i = end;
    } else if (byte === 0x5b || byte === 0x7b) {
      if (++depth > max) return true;
    } else if (byte === 0x5d || byte === 0x7d) depth--;
  }
  return false;
};

/** body-parser's `verify` for JSON: refuses a body in another charset (415) or nested too deeply (400). */
export const refuseDeepJson = (_req: unknown, _res: unknown, body: Buffer, encoding: string): void => {
  if (encoding.toLowerCase() !== 'utf-8') throw new HttpError(415, JSON_CHARSET_MESSAGE);
  if (nestedDeeperThan(body)) throw new HttpError(400, JSON_DEPTH_MESSAGE);
};
