import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENTRIES_FILE, screenEntriesSource } from './buildScreenEntries';
import { screens } from './index';
import { screenEntries } from './screenEntries';

describe('the console screen list (resources/screenEntries.ts)', () => {
  it('is generated from resources/index.ts as it stands (else: npm run screens)', async () => {
    expect(readFileSync(ENTRIES_FILE, 'utf8')).toBe(await screenEntriesSource());
  });

  it('has every screen, in order, with the same place, and each resource loads its own config', async () => {
    expect(screenEntries.map((e) => e.name)).toEqual(screens.map((s) => s.name));
    for (const [i, entry] of screenEntries.entries()) {
      const screen = screens[i];
      for (const field of ['kind', 'route', 'aliases', 'area', 'roles', 'menu', 'title'] as const) expect(entry[field]).toEqual(screen[field]);
      if ('load' in entry) expect(await entry.load()).toBe(screen);
      else expect(entry).toEqual(screen);
    }
  });
});
