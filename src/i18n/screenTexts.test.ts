// Every text key a screen config names, and every text it needs by convention (language/screenTexts.ts), has its text in the texts its page loads: the console's
// own and the packs src/i18n/areaTexts.ts loads for the screen's area and the screen itself. A
// key only another area's pack holds would show raw.
import { describe, expect, it } from 'vitest';
import { neededTexts } from '../../language/screenTexts';
import { screens } from '../../resources';
import { allTexts } from './en/all';
import { packsFor, textsOfPacks } from './areaTexts';
import { en } from './en';

const lookup = (texts: object, key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), texts);

/** The strings of a config that name a text: dotted words whose first word is a text group. */
const textKeys = (value: unknown, found = new Set<string>()): Set<string> => {
  if (typeof value === 'string') {
    if (/^[A-Za-z]\w*(\.\w+)+$/.test(value) && value.split('.')[0] in allTexts) found.add(value);
  } else if (Array.isArray(value)) value.forEach((item) => textKeys(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => textKeys(item, found));
  return found;
};

describe('screen texts', () => {
  it.each(screens.map((s) => [s.name, s] as const))('%s: every key it names is in the texts its page loads', async (_, screen) => {
    const keys = [...textKeys(screen), ...neededTexts(screen)];
    expect(keys.length).toBeGreaterThan(0);
    const texts = { ...en, ...(await textsOfPacks(packsFor(screen.area, screen.name))) };
    expect(keys.filter((key) => typeof lookup(texts, key) !== 'string' && typeof lookup(texts, key) !== 'object')).toEqual([]);
  });
});
