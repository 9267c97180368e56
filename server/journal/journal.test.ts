// The store's journal across crashes: a store left without closing (as SIGKILL leaves it) opens
// again to exactly the data it acknowledged, whether the journal ends in a cut line, a fold was
// cut short before or after its rename, or the data was replaced (demo reset) meanwhile.
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILE, loadFixtures, openStore, type Store } from '../store';
import { foldSegments, segmentOf } from './fold';
import { listSegments, segmentPath } from './segments';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = mkdtempSync(join(tmpdir(), 'slink-journal-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));
let dirs = 0;
const freshDir = () => join(base, `d${dirs++}`);
const plain = (store: Store) => JSON.parse(JSON.stringify(store.data)) as Record<string, unknown>;
const fileOf = (dir: string) => JSON.parse(readFileSync(join(dir, DATA_FILE), 'utf8')) as Record<string, unknown>;
/** No background fold: the tests that want one ask for it. */
const NO_FOLD = { foldChanges: 1e9, foldBytes: 1e12 };

/** Writes of every kind the routes make, each committed as the routes do. */
const writeSome = async (store: Store, tag: string) => {
  const { data } = store;
  data.accountGroups.push({
    id: 900 + data.accountGroups.length,
    account_group_name: `Group ${tag}`,
    created_date_time: tag,
    account_ids: [],
  });
  await store.commit();
  const user = data.users[3];
  user.city = `City ${tag}`;
  user.account_group_ids.push(1);
  await store.commit([user]);
  data.attributeTypes = data.attributeTypes.filter((_, n) => n !== 0);
  data.meta.cache_refreshed_at = tag;
  await store.commit();
  (data as unknown as Record<string, unknown[]>)[`extra${tag}`] = [{ id: 1 }];
  await store.commit();
};

describe('the store journal', () => {
  it('replays to exactly what was acknowledged after a crash, then folds at start', async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, NO_FOLD);
    const before = readFileSync(join(dir, DATA_FILE), 'utf8');
    await writeSome(store, 'a');
    await writeSome(store, 'b');
    // The writes are in the journal, not in the data file.
    expect(readFileSync(join(dir, DATA_FILE), 'utf8')).toBe(before);
    const again = await openStore(dir, undefined, NO_FOLD);
    expect(plain(again)).toEqual(plain(store));
    expect(segmentOf(fileOf(dir))).toBe(2);
    expect(await listSegments(dir)).toEqual([2]);
    expect(readFileSync(segmentPath(dir, 2), 'utf8')).toBe('');
  });

  it('ignores a cut last line, never acknowledged, and goes on after it', async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, NO_FOLD);
    await writeSome(store, 'a');
    const acknowledged = plain(store);
    appendFileSync(segmentPath(dir, 1), '{"accountGroups":{"i":[[1,{"id":77');
    const again = await openStore(dir, undefined, NO_FOLD);
    expect(plain(again)).toEqual(acknowledged);
    await writeSome(again, 'b');
    expect(plain(await openStore(dir, undefined, NO_FOLD))).toEqual(plain(again));
  });

  it('opens to the same data when a fold was cut short before its rename or before removing what it folded', async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, NO_FOLD);
    await writeSome(store, 'a');
    // Cut before the rename: a half-written temp file beside the data file.
    const temp = join(dir, `${DATA_FILE}.4242.1.0.tmp`);
    writeFileSync(temp, '{"users": [');
    const first = await openStore(dir, undefined, NO_FOLD);
    expect(plain(first)).toEqual(plain(store));
    expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    // Cut after the rename: the file names a later segment, the folded ones are still there.
    await writeSome(first, 'b');
    const from = segmentOf(fileOf(dir))!;
    await foldSegments(join(dir, DATA_FILE), from, from + 1);
    expect(await listSegments(dir)).toContain(from);
    const second = await openStore(dir, undefined, NO_FOLD);
    expect(plain(second)).toEqual(plain(first));
  });

  it('folds in the background as it grows, and opens to the same data after a crash', { timeout: 60_000 }, async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, { foldChanges: 6 });
    for (let n = 0; n < 5; n++) await writeSome(store, `w${n}`);
    await expect.poll(() => segmentOf(fileOf(dir)) ?? 0, { timeout: 30_000, interval: 200 }).toBeGreaterThan(1);
    await writeSome(store, 'last');
    const acknowledged = plain(store);
    // Let a fold that started finish or not: either way the data is the same.
    expect(plain(await openStore(dir, undefined, NO_FOLD))).toEqual(acknowledged);
  });

  it('keeps a replace (demo reset) and the writes after it', async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, NO_FOLD);
    await writeSome(store, 'a');
    await store.replace(loadFixtures());
    await writeSome(store, 'b');
    const again = await openStore(dir, undefined, NO_FOLD);
    expect(plain(again)).toEqual(plain(store));
    expect(again.data.accountGroups.some((g) => g.account_group_name === 'Group a')).toBe(false);
  });

  it('is dropped by npm run demo:reset, whose file names no segment', async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, NO_FOLD);
    await writeSome(store, 'a');
    execFileSync(process.execPath, ['--import', 'tsx', join(root, 'server/reset.ts')], {
      cwd: root,
      env: { ...process.env, SLINK_DATA_DIR: dir, SLINK_FIXTURES: '' },
      stdio: 'ignore',
    });
    expect(await listSegments(dir)).toEqual([]);
    const { meta: _meta, ...collections } = plain(await openStore(dir, undefined, NO_FOLD));
    const { meta: _fixtureMeta, ...fixtures } = JSON.parse(JSON.stringify(loadFixtures())) as Record<string, unknown>;
    expect(collections).toEqual(fixtures);
  });

  it('writes the whole file when a record changed in place is not named, and says so to tests', async () => {
    const dir = freshDir();
    const store = await openStore(dir, undefined, NO_FOLD);
    store.data.users[2].city = 'Unnamed';
    await expect(store.commit()).rejects.toThrow(/journal misses a change of users/);
    expect((fileOf(dir).users as { city: string }[])[2].city).toBe('Unnamed');
    const stranger = { id: 1 };
    await expect(store.commit([stranger])).rejects.toThrow(/not one the store holds/);
    expect(plain(await openStore(dir, undefined, NO_FOLD))).toEqual(plain(store));
  });
});
