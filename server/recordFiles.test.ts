// Record declarations are found by file name, and each one names a screen of the console and a
// fixture collection the platform stores.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { loadRecordKeeping } from './recordFiles';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}.json`, import.meta.url));

describe('record declarations', () => {
  it('are the `records` of every screen config that has them, each for a screen of the console and a stored collection', async () => {
    const keepings = await loadRecordKeeping();
    expect(keepings.map((k) => k.screen.name).sort()).toEqual([
      'accountgroups',
      'apis',
      'emailbeetemplates',
      'emaildomains',
      'transformations',
      'unsubscribegroups',
    ]);
    for (const keeping of keepings) {
      expect(screens).toContain(keeping.screen);
      expect(existsSync(fixture(keeping.collection)), keeping.collection).toBe(true);
      for (const field of [
        ...keeping.fields,
        ...(keeping.order ? [keeping.order] : []),
        ...(keeping.unique ?? []).flatMap((u) => u.fields),
        // a list row may also name what the platform works out or stamps
        ...(keeping.listed ?? []).filter((f) => f !== 'accounts_assigned' && !(f in { ...keeping.stamps, ...keeping.derived })),
        ...(keeping.asWritten ?? []),
        ...(keeping.clone ? [keeping.clone.name] : []),
      ])
        expect(Object.keys(keeping.screen.schema.properties ?? {}), `${keeping.screen.name}.${field}`).toContain(field);
    }
  });
});
