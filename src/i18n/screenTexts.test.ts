// Every text key a screen config names has its text, in the texts its area loads: the console's
// own, its area's pack or its own (src/i18n/areaTexts.ts). A key in another pack would show raw.
import { describe, expect, it } from 'vitest';
import { screens } from '../../resources';
import type { AreaKey } from '../../resources/roles';
import { allTexts } from './en/all';
import { apiLinks } from './en/apiLinks';
import { dashboards } from './en/dashboards';
import { digichannel } from './en/digichannel';
import { transformations } from './en/transformations';
import { en } from './en';

const PACKS: Partial<Record<AreaKey, object>> = { dashboard: dashboards, digichannel };
/** The screens whose texts load with them (src/i18n/areaTexts.ts). */
const SCREEN_PACKS: Record<string, object> = { apilinks: apiLinks, transformations };

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
  it.each(screens.map((s) => [s.name, s] as const))("%s: every key it names is in its area's texts", (_, screen) => {
    const keys = [...textKeys(screen)];
    expect(keys.length).toBeGreaterThan(0);
    const texts = { ...en, ...(PACKS[screen.area] ?? {}), ...(SCREEN_PACKS[screen.name] ?? {}) };
    expect(keys.filter((key) => typeof lookup(texts, key) !== 'string' && typeof lookup(texts, key) !== 'object')).toEqual([]);
  });
});
