// Random request bodies from a fixed seed, so a failure repeats exactly. Keys come from the
// entity schemas (so bodies reach deep into the handlers), values from the shapes that break
// loose code: wrong types, huge or odd numbers, blank and long strings, nesting.
import { schemas } from '../../schemas/index';

/** mulberry32: small, fast, and the same sequence for the same seed everywhere. */
export const seededRandom = (seed: number) => {
  let a = seed >>> 0;
  return (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

const collectKeys = (value: unknown, into: Set<string>): void => {
  if (!value || typeof value !== 'object') return;
  const properties = (value as { properties?: Record<string, unknown> }).properties;
  if (properties) for (const key of Object.keys(properties)) into.add(key);
  for (const inner of Object.values(value)) collectKeys(inner, into);
};

export const SCHEMA_KEYS: readonly string[] = (() => {
  const keys = new Set<string>();
  collectKeys(schemas, keys);
  return [...keys].sort();
})();

const ODD_VALUES: readonly unknown[] = [
  null,
  true,
  false,
  0,
  1,
  -1,
  2,
  0.5,
  -0.0,
  1e308,
  -1e308,
  9007199254740991,
  123456789012345,
  '',
  ' ',
  '   ',
  '0',
  '1',
  'true',
  'x'.repeat(300),
  '=1+1',
  '../../etc/passwd',
  '%2e%2e',
  '<script>alert(1)</script>',
  '\u0000',
  '\ud83d\ude00',
  'é',
  '10.0.0.1',
  'a@b.c',
  '2024-01-01T00:00:00Z',
  '{"a":1}',
  [],
  [1, 2],
  [{}],
  {},
  { id: 1 },
  { __proto__: { polluted: true } },
];

export const randomBody = (random: () => number, depth = 0): unknown => {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const roll = random();
  if (depth > 2 || roll < 0.45) return pick(ODD_VALUES);
  if (roll < 0.6) return Array.from({ length: Math.floor(random() * 4) }, () => randomBody(random, depth + 1));
  const body: Record<string, unknown> = {};
  const count = 1 + Math.floor(random() * 8);
  for (let i = 0; i < count; i += 1)
    body[random() < 0.9 ? pick(SCHEMA_KEYS) : `k${Math.floor(random() * 100)}`] = randomBody(random, depth + 1);
  return body;
};

/** Raw texts that are not valid JSON, or are JSON no handler expects at the top. */
export const RAW_BODIES: readonly string[] = [
  '{',
  '[',
  'null',
  '"text"',
  '42',
  'true',
  '{"a":}',
  '{"a":1}}',
  '\u0000',
  '{"__proto__":{"x":1}}',
  '',
];
