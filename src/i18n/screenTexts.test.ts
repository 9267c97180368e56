// Every text key a screen config names, and every text it needs by convention
// (language/screenTexts.ts), has its text in the texts its page loads: the console's own and the
// pack src/i18n/textPacks.ts loads for the screen. A key only another screen's pack holds would
// show raw.
import { describe, expect, it } from 'vitest';
import { neededTexts } from '../../language/screenTexts';
import { screens } from '../../resources';
import { allTexts } from './en/all';
import { packsFor, textsOfPacks } from './textPacks';
import { en } from './en';
import { menuTexts } from '../../resources/generated/menuTexts';
import { screenTexts } from '../../resources/generated/screenTexts';

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
    const texts = { ...en, ...(await textsOfPacks(packsFor(screen.name))) };
    expect(keys.filter((key) => typeof lookup(texts, key) !== 'string' && typeof lookup(texts, key) !== 'object')).toEqual([]);
  });
});

describe("the console's own texts", () => {
  // A screen's texts live in its screen config file; src/i18n keeps the shell's and the shared
  // widgets' own. Any text group named as a screen's would be a screen's text written twice.
  const screenGroups = new Set(Object.keys(screenTexts));
  const files = import.meta.glob<Record<string, unknown>>(['./en/*.ts', '!./en/*.test.ts', '!./en/index.ts', '!./en/all.ts'], {
    eager: true,
  });

  it('hold no screen text: the side menu labels are the only screen texts the console has', () => {
    expect(Object.keys(files).length).toBeGreaterThan(5);
    const found = Object.entries(files).flatMap(([file, exports]) =>
      Object.values(exports).flatMap((value) =>
        value && typeof value === 'object'
          ? Object.keys(value)
              .filter((key) => screenGroups.has(key))
              .map((key) => `${file}: ${key}`)
          : [],
      ),
    );
    expect(found).toEqual([]);
    const own = Object.fromEntries(Object.entries(en).filter(([key]) => screenGroups.has(key)));
    expect(own).toEqual(menuTexts);
    expect(Object.keys(own).length).toBeGreaterThan(10);
  });
});
