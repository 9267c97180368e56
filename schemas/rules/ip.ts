// Dotted IPv4 text as the IP range calls carry it. Ranges are compared
// per octet as numbers: as text, '10.0.0.10' would sort before '10.0.0.9'.

/** One octet 0-255, without leading zeros (so the text form of an address is unique). */
const OCTET = '(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)';
/** Shared with the schema (fields.ts) so the schema and `parseIp` accept exactly the same text. */
export const IP_PATTERN = `^${OCTET}(?:\\.${OCTET}){3}$`;
const IP_RE = new RegExp(IP_PATTERN);

export type Octets = readonly [number, number, number, number];

/** The four octets of a dotted address, or null when the text is not one. */
export function parseIp(text: unknown): Octets | null {
  if (typeof text !== 'string' || !IP_RE.test(text)) return null;
  const [a, b, c, d] = text.split('.').map(Number);
  return [a, b, c, d];
}

/** Negative, 0 or positive as `a` is before, equal to or after `b`; throws on a non-address. */
export function compareIp(a: string | Octets, b: string | Octets): number {
  const x = typeof a === 'string' ? parseIp(a) : a;
  const y = typeof b === 'string' ? parseIp(b) : b;
  if (!x || !y) throw new RangeError(`Not an IPv4 address: ${!x ? String(a) : String(b)}`);
  for (let i = 0; i < 4; i++) if (x[i] !== y[i]) return x[i] - y[i];
  return 0;
}

/** Dotted text of four octets (the range pickers hold octets). */
export const formatIp = (octets: Octets): string => octets.join('.');
