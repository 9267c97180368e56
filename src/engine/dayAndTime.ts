// Day and time values between the browser's own pickers and what the platform stores, which is
// what the schema's own format accepts (ajv-formats, full mode), so a form sends what its
// validator passes and the platform's answer shows back in the picker and saves again unchanged:
//   date: "YYYY-MM-DD", as the date picker gives it (react-admin's DateInput as it is).
//   date-time: an instant in UTC ("2026-03-02T14:00:00.000Z"): the format requires a zone, the
//     picker gives the browser's local time without one, so it is turned into the instant it
//     names; DateTimeInput shows a stored instant in the browser's zone again.
//   iso-time: "HH:MM:SS", no zone: a wall-clock time, read in whatever zone the record names (a
//     call-back window's own time zone). What a time of day should usually be.
//   time (RFC 3339's full-time): seconds and a zone are required ("09:00:00Z"). A time of day has
//     no date, so no offset of the browser's zone would hold for it all year (summer time): the
//     picker shows and edits the time as written, never converted, and the zone stays as the
//     stored value has it, "Z" for a new one.

const TIME = /^(\d\d:\d\d)(?::\d\d(?:\.\d+)?)?(z|[+-]\d\d(?::?\d\d)?)?$/i;

/** A stored time of day as the picker shows it, "HH:MM"; '' for none or for what is no time. */
export const pickerTime = (value: unknown): string => (typeof value === 'string' ? (TIME.exec(value)?.[1] ?? '') : '');

/**
 * The stored time of day for the picker's "HH:MM" (or "HH:MM:SS"); null when emptied. `time`
 * keeps the zone of the value it replaces (`was`), else "Z"; `iso-time` writes none.
 */
export const storedTime = (picked: unknown, kind: 'time' | 'iso-time', was: unknown): string | null => {
  if (typeof picked !== 'string' || picked === '') return null;
  const seconds = /^\d\d:\d\d$/.test(picked) ? `${picked}:00` : picked;
  if (kind === 'iso-time') return seconds;
  const zone = typeof was === 'string' ? TIME.exec(was)?.[2] : undefined;
  return seconds + (zone ?? 'Z');
};

/** The instant the date-time picker's local "YYYY-MM-DDTHH:MM" names, in UTC; null when emptied or unreadable. */
export const storedInstant = (picked: unknown): string | null => {
  if (typeof picked !== 'string' || picked === '') return null;
  const instant = new Date(picked);
  return Number.isNaN(instant.getTime()) ? null : instant.toISOString();
};
