// A data file written by an older version: the collections it lacks start from the fixtures;
// the ones it has are kept as they are.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILE, loadFixtures, openStore } from './store';

const dir = mkdtempSync(join(tmpdir(), 'slink-upgrade-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('opening an older data file', () => {
  it('adds the missing collections from the fixtures and keeps the rest, empty ones included', async () => {
    const fixtures = loadFixtures();
    const old = { users: fixtures.users.slice(0, 2), accounts: [], meta: fixtures.meta };
    writeFileSync(join(dir, DATA_FILE), JSON.stringify(old));
    const store = await openStore(dir);
    expect(store.data.users).toHaveLength(2);
    expect(store.data.accounts).toEqual([]);
    expect(store.data.shortCodes).toEqual(fixtures.shortCodes);
    expect(store.data.dashboards.length).toBeGreaterThan(0);
    // Written back, so the next start finds a complete file.
    const saved = JSON.parse(readFileSync(join(dir, DATA_FILE), 'utf8'));
    expect(saved.apiLinks).toEqual(fixtures.apiLinks);
    expect(saved.users).toHaveLength(2);
  });
});
