// Sort keys that order like an Intl.Collator, for the common case of printable-ASCII text.
//
// Why: sorting 100k rows with a numeric, base-sensitivity collator costs about 700 ms, most of
// a cold load of the 100k-user list (bench/). For printable ASCII that collator orders text by
// each character's primary weight, with runs of digits compared as numbers. So each value gets
// a key, built once, whose plain code-unit order is the collator's, and the sort compares keys
// with `<` (about 150 ms). The weights are read from the collator itself, in the browser that
// runs it, and a self-check on tricky pairs turns the keys off if that model does not hold.
// Text outside printable ASCII has no key: the caller keeps the collator for it.

const PRINTABLE = /^[\x20-\x7e]*$/;
const isDigit = (code: number) => code >= 48 && code <= 57;
/** Key characters start above the control range, so every rank and length is one code unit. */
const BASE = 0x21;

export type SortKey = (text: string) => string | null;

const rankTable = (collator: Intl.Collator): Uint8Array | null => {
  const chars = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).sort(collator.compare);
  // A typed array: filled out of order, a plain array would read slower (100k lookups per list).
  const rank = new Uint8Array(128);
  let r = 0;
  chars.forEach((c, i) => {
    if (i > 0 && collator.compare(chars[i - 1], c) !== 0) r++;
    rank[c.charCodeAt(0)] = r;
  });
  // The digits must be ten neighbouring weights: a number's key then sorts against any other
  // character as its first digit would.
  for (let d = 49; d <= 57; d++) if (rank[d] !== rank[d - 1] + 1) return null;
  return rank;
};

const keyWith =
  (rank: Uint8Array): SortKey =>
  (text) => {
    if (!PRINTABLE.test(text)) return null;
    let key = '';
    for (let i = 0; i < text.length;) {
      const code = text.charCodeAt(i);
      if (!isDigit(code)) {
        key += String.fromCharCode(BASE + rank[code]);
        i++;
        continue;
      }
      let end = i;
      while (end < text.length && isDigit(text.charCodeAt(end))) end++;
      let start = i;
      while (start < end - 1 && text.charCodeAt(start) === 48) start++; // leading zeros weigh nothing
      const digits = text.slice(start, end);
      // A number: the digits' place in the order, then its length (longer is larger), then its digits.
      key += String.fromCharCode(BASE + rank[48]) + String.fromCharCode(BASE + digits.length) + digits;
      i = end;
    }
    return key;
  };

/** Pairs where a per-character model could go wrong: case, punctuation, spaces, numbers. */
const CHECKS: [string, string][] = [
  ['a', 'B'],
  ['A', 'a'],
  ['a b', 'ab'],
  ['a-b', 'ab'],
  ['a.b', 'a_b'],
  ['a@b', 'a.b'],
  ['x2', 'x10'],
  ['x02', 'x2'],
  ['x2y', 'x2'],
  ['x9', 'x9a'],
  ['item 7', 'item7'],
  ['z', '0'],
  ['', ' '],
  ['ann.lee.100001@example.org', 'ann.lee.99999@example.org'],
  ['Ann', 'ann.'],
  ['a1b2', 'a1b10'],
  ['#1', '1'],
  ['~', 'a'],
  ['10', '9z'],
  ['(x)', 'x'],
];

export interface SortKeys {
  key: SortKey;
  /**
   * The weight of the key's first two characters, as one number: texts whose prefix weights
   * differ are ordered by them; equal weights tell nothing. Null outside printable ASCII.
   */
  prefixWeight: (text: string) => number | null;
}

/** Key functions agreeing with `collator` on printable ASCII, or null where they cannot. */
export const createSortKeys = (collator: Intl.Collator): SortKeys | null => {
  const rank = rankTable(collator);
  if (!rank) return null;
  const key = keyWith(rank);
  const agrees = CHECKS.every(([a, b]) => Math.sign(collator.compare(a, b)) === compareKeys(key(a)!, key(b)!));
  const printable = (code: number) => code >= 0x20 && code <= 0x7e;
  const prefixWeight = (text: string) => {
    const first = text.charCodeAt(0);
    if (!printable(first)) return null;
    // A number's key goes on with its length, not a weight: its first character alone counts.
    if (isDigit(first)) return rank[48] * 256;
    if (text.length === 1) return rank[first] * 256;
    const second = text.charCodeAt(1);
    // After a letter, a number weighs as its key's first character: the digits' place.
    return printable(second) ? rank[first] * 256 + rank[isDigit(second) ? 48 : second] + 1 : null;
  };
  return agrees ? { key, prefixWeight } : null;
};

/** A key function agreeing with `collator` on printable ASCII, or null where it cannot. */
export const createSortKey = (collator: Intl.Collator): SortKey | null => createSortKeys(collator)?.key ?? null;

export const compareKeys = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);
