import { describe, expect, it } from 'vitest';
import { compareKeys, createSortKey, createSortKeys } from './sortKey';

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' });

/** mulberry32, so a failure can be replayed */
const random = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

describe('sort keys', () => {
  const key = createSortKey(collator)!;

  it('are available for the console collator', () => {
    expect(key).toBeTypeOf('function');
  });

  it('order printable ASCII exactly as the collator does (random text, digits, punctuation, case)', () => {
    const rnd = random(42);
    const pool = 'aAbBzZ09123 .-_@#~()/,+0';
    const word = () => Array.from({ length: Math.floor(rnd() * 9) }, () => pool[Math.floor(rnd() * pool.length)]).join('');
    const every = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i));
    const words = [...every, ...Array.from({ length: 3000 }, word)];
    const wrong: string[] = [];
    for (let i = 0; i < 40000 && wrong.length < 5; i++) {
      const a = words[Math.floor(rnd() * words.length)];
      const b = words[Math.floor(rnd() * words.length)];
      if (Math.sign(collator.compare(a, b)) !== compareKeys(key(a)!, key(b)!)) wrong.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('order numbers by value and ignore leading zeros, as numeric collation does', () => {
    const emails = ['ann.9@x.org', 'ann.10@x.org', 'ann.010@x.org', 'Ann.2@x.org', 'ann.100001@x.org'];
    const byKey = [...emails].sort((a, b) => compareKeys(key(a)!, key(b)!));
    expect(byKey).toEqual([...emails].sort(collator.compare));
    expect(byKey).toEqual(['Ann.2@x.org', 'ann.9@x.org', 'ann.10@x.org', 'ann.010@x.org', 'ann.100001@x.org']);
  });

  it('give prefix weights that, where they differ, order texts as the collator does', () => {
    const { prefixWeight } = createSortKeys(collator)!;
    const rnd = random(7);
    const pool = 'aAbz09 .-_@~(';
    const word = () => Array.from({ length: 1 + Math.floor(rnd() * 4) }, () => pool[Math.floor(rnd() * pool.length)]).join('');
    const words = [...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)), ...Array.from({ length: 2000 }, word)];
    const wrong: string[] = [];
    let decided = 0;
    for (let i = 0; i < 40000 && wrong.length < 5; i++) {
      const a = words[Math.floor(rnd() * words.length)];
      const b = words[Math.floor(rnd() * words.length)];
      const [x, y] = [prefixWeight(a)!, prefixWeight(b)!];
      if (x === y) continue;
      decided++;
      if (Math.sign(collator.compare(a, b)) !== Math.sign(x - y)) wrong.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    }
    expect(wrong).toEqual([]);
    expect(decided).toBeGreaterThan(30000);
    expect(prefixWeight('é')).toBeNull();
  });

  it('leave text outside printable ASCII to the collator', () => {
    expect(key('Zoë')).toBeNull();
    expect(key('tab\there')).toBeNull();
  });

  it('are refused for a collator whose order the model does not fit', () => {
    // Punctuation ignored: 'a-b' equals 'ab', which no per-character key can say.
    expect(createSortKey(new Intl.Collator(undefined, { ignorePunctuation: true }))).toBeNull();
  });
});
