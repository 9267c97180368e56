// A data file written by an older version: the collections it lacks start from the fixtures;
// the ones it has are kept as they are; its logins are given the keys their tokens carry.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { signToken, type Claims } from './auth/token';
import { DATA_FILE, loadFixtures, openStore } from './store';
import { caller, decodeClaims, signIn, startPlatform } from './test/harness';

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

describe('opening a data file from before logins had keys', () => {
  it('gives every login a key of its own, kept on disk, that its tokens carry', async () => {
    const at = join(dir, 'keys');
    mkdirSync(at);
    writeFileSync(join(at, DATA_FILE), JSON.stringify(loadFixtures()));
    const p = await startPlatform({ dataDir: at });
    const keysOf = (q: typeof p) => [...q.platform.store.data.users, ...q.platform.store.data.apiclients].map((l) => l.login_key);
    const keys = keysOf(p);
    try {
      expect(keys.every((key) => typeof key === 'string' && key.length >= 16)).toBe(true);
      expect(new Set(keys).size).toBe(keys.length);
      const token = await signIn(p.url, 'admin@example.com');
      expect(decodeClaims(token).lk).toBe(p.platform.store.data.users.find((login) => login.login_id === 1001)!.login_key);
      expect((await caller(p.url, token)('GET', '/auth/users/1001')).status).toBe(200);
      // A token naming its login by the id alone is refused.
      const { lk: _lk, iat: _iat, exp: _exp, ...claims } = decodeClaims(token);
      expect((await caller(p.url, signToken(claims as Claims, 'test-secret', 60))('GET', '/auth/users/1001')).status).toBe(401);
    } finally {
      await p.stop();
    }
    // On disk: the next start finds the same keys.
    const reopened = await startPlatform({ dataDir: at });
    try {
      expect(keysOf(reopened)).toEqual(keys);
    } finally {
      await reopened.stop();
    }
  });
});
