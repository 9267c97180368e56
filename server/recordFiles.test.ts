// Record declarations are found by file name, and each one names a screen of the console and a
// fixture collection the platform stores.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { screens } from '../resources/index';
import { CONFIG_FILE, loadRecordKeeping } from './recordFiles';
import { COLLECTIONS } from './types';

const RESOURCES = fileURLToPath(new URL('../resources', import.meta.url));
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}.json`, import.meta.url));

describe('record declarations', () => {
  it('are the `records` of every screen config that has them, each for a screen of the console and a stored collection', async () => {
    const keepings = await loadRecordKeeping();
    // Expected: the declarations of the files whose text exports `records`, read one by one.
    const declaring = readdirSync(RESOURCES)
      .filter((name) => CONFIG_FILE.test(name) && /^export const records\b/m.test(readFileSync(join(RESOURCES, name), 'utf8')))
      .sort();
    const declared = await Promise.all(
      declaring.map(async (name) => ((await import(`../resources/${name}`)) as { records: unknown }).records),
    );
    expect(declaring.length).toBeGreaterThan(5);
    expect(keepings).toEqual(declared.flat());
    // One declaration per screen and collection.
    expect(new Set(keepings.map((k) => `${k.screen.name}: ${k.collection}`)).size).toBe(keepings.length);
    for (const keeping of keepings) {
      expect(screens).toContain(keeping.screen);
      expect(existsSync(fixture(keeping.collection)), keeping.collection).toBe(true);
      for (const other of keeping.ids?.across ?? [])
        expect(existsSync(fixture(other)) || (COLLECTIONS as readonly string[]).includes(other), `${keeping.collection}: ${other}`).toBe(
          true,
        );
      for (const key of Object.values(keeping.calls ?? {}))
        expect(keeping.screen.endpoints, `${keeping.collection}: ${key}`).toHaveProperty(key);
      for (const field of [
        ...keeping.fields,
        ...(keeping.order ? [keeping.order] : []),
        ...(keeping.unique ?? []).flatMap((u) => u.fields),
        // a list row may also name what the platform works out or stamps
        ...(keeping.listed ?? []).filter(
          (f) => f !== 'accounts_assigned' && !(f in { ...keeping.stamps?.made, ...keeping.stamps?.saved, ...keeping.derived }),
        ),
        ...Object.keys({ ...keeping.booleans }),
        ...(keeping.clone ? [keeping.clone.name] : []),
        ...(keeping.owner ? [keeping.owner.key] : []),
        ...(keeping.references ?? []).map((r) => r.field),
        ...Object.keys(keeping.bodyNames ?? {}),
        ...(keeping.numbers ?? []),
      ])
        expect(Object.keys((keeping.schema ?? keeping.screen.schema).properties ?? {}), `${keeping.screen.name}.${field}`).toContain(field);
    }
  });
});
