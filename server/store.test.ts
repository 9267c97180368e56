// The store groups commits that arrive together and saves each. Its crash safety under SIGKILL,
// at the demo's large size, is server/journal/crash.test.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStored } from './journal/fold';
import { DATA_FILE, openStore } from './store';

describe('the store', () => {
  it('groups concurrent commits and saves every change', async () => {
    const own = mkdtempSync(join(tmpdir(), 'slink-store-'));
    try {
      const store = await openStore(own);
      const writes = Array.from({ length: 50 }, (_, i) => {
        store.data.attributeTypes.push({ attribute_id: 100 + i, attribute_name: `t${i}` });
        return store.commit();
      });
      await Promise.all(writes);
      const saved = await readStored(join(own, DATA_FILE));
      expect(saved.attributeTypes).toHaveLength(56);
    } finally {
      rmSync(own, { recursive: true, force: true });
    }
  });
});
