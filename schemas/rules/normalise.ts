// react-admin turns an emptied input into null, and a form may hold '' or spaces: all of these
// mean "not given". Dropping them before validation makes `required` fire for them, so the
// browser and the demo server see the same record whatever the form library did.

/** Not given: absent, null, or text of blanks only. */
export const isBlank = (v: unknown): boolean => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** A shallow copy of `data` without blank values; anything but a plain object becomes {}. */
export function normalise(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  return Object.fromEntries(Object.entries(data).filter(([, v]) => !isBlank(v)));
}

/** Codes (user types, vendor types) are compared case-insensitively and around blanks. */
export const sameCode = (a: unknown, b: unknown): boolean =>
  typeof a === 'string' && typeof b === 'string' && a.trim().toUpperCase() === b.trim().toUpperCase();

const isAsciiBlank = (c: number) => c === 0x20 || (c >= 0x09 && c <= 0x0d);

/**
 * sameCode against one value, for a scan of many (a unique check over 100k logins): a value is
 * read in place, letter by letter while both are plain ASCII (whose capitals are one ASCII letter
 * each), and told apart at its first different letter without being copied; where that cannot
 * decide (the end of either, a letter beyond ASCII) it is compared as sameCode does.
 */
export const sameCodeAs = (b: unknown): ((a: unknown) => boolean) => {
  if (typeof b !== 'string') return () => false;
  const code = b.trim().toUpperCase();
  return (a) => {
    if (typeof a !== 'string') return false;
    let i = 0;
    while (i < a.length && isAsciiBlank(a.charCodeAt(i))) i++;
    for (let j = 0; j < code.length && i + j < a.length; j++) {
      const c = a.charCodeAt(i + j);
      const d = code.charCodeAt(j);
      if (c >= 0x80 || d >= 0x80) break;
      // A blank that trimming would drop stands where `code` still has a letter: they differ too.
      if ((c >= 0x61 && c <= 0x7a ? c - 0x20 : c) !== d) return false;
    }
    return a.trim().toUpperCase() === code;
  };
};
