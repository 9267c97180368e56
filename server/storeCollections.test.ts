// A collection the typed list does not name is stored when a fixture file brings it (a new
// screen's records need no edit to the platform): read with the others, kept across restarts,
// and added to a data file written before it existed. Only plain names count as collections.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILE, DEFAULT_FIXTURES, loadFixtures, openStore } from './store';

const dir = mkdtempSync(join(tmpdir(), 'slink-collections-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const KEYWORDS = [{ keyword_id: 1, keyword: 'STOP' }];

const fixturesWithKeywords = () => {
  const fixtures = join(dir, `fixtures-${Math.random().toString(36).slice(2)}`);
  cpSync(DEFAULT_FIXTURES, fixtures, { recursive: true });
  writeFileSync(join(fixtures, 'smsKeywords.json'), JSON.stringify(KEYWORDS));
  writeFileSync(join(fixtures, 'not-a-collection.json'), '[]');
  return fixtures;
};
const collection = (data: object, key: string) => (data as Record<string, unknown>)[key];

describe('collections brought by fixture files', () => {
  it('are read with the typed ones; other file names are not collections', () => {
    const data = loadFixtures(fixturesWithKeywords());
    expect(collection(data, 'smsKeywords')).toEqual(KEYWORDS);
    expect(collection(data, 'not-a-collection')).toBeUndefined();
    expect(data.users.length).toBeGreaterThan(0);
  });

  it('are stored, and added to a data file that predates them', async () => {
    const fixtures = fixturesWithKeywords();
    const fresh = join(dir, 'fresh');
    expect(collection((await openStore(fresh, fixtures)).data, 'smsKeywords')).toEqual(KEYWORDS);
    expect(collection(JSON.parse(readFileSync(join(fresh, DATA_FILE), 'utf8')), 'smsKeywords')).toEqual(KEYWORDS);

    const older = join(dir, 'older');
    // written before the keywords existed: the default fixtures, one user left
    const before = loadFixtures();
    cpSync(fresh, older, { recursive: true });
    writeFileSync(join(older, DATA_FILE), JSON.stringify({ ...before, users: before.users.slice(0, 1) }));
    const store = await openStore(older, fixtures);
    expect(collection(store.data, 'smsKeywords')).toEqual(KEYWORDS);
    expect(store.data.users).toHaveLength(1);
  });
});
