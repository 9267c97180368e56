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
