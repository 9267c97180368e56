// Crash safety of the data file: a platform in a child process is killed with SIGKILL while
// writes stream in; the file must still parse, and every write the server acknowledged must
// be there after a restart (in the file or its journal, as a restart reads them).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readStored } from './journal/fold';
import { DATA_FILE, openStore } from './store';
import { caller, signIn } from './test/harness';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'slink-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const startChild = (): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/test/child.ts')], {
      cwd: root,
      env: { ...process.env, SLINK_DATA_DIR: dir },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (chunk) => {
      out += chunk;
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (line) resolve({ child, url: JSON.parse(line).url });
    });
    child.stderr!.on('data', (chunk) => (err += chunk));
    child.on('exit', (code) => reject(new Error(`child exited (${code}): ${err}`)));
  });

describe('atomic persistence', () => {
  it('survives SIGKILL in the middle of a stream of writes, three times', { timeout: 60000 }, async () => {
    const acknowledged = new Set<string>();
    for (let round = 0; round < 3; round++) {
      const { child, url } = await startChild();
      const admin = caller(url, await signIn(url, 'admin@example.com'));
      let stop = false;
      const writer = async (lane: number) => {
        for (let i = 0; !stop; i++) {
          const name = `Crash Round ${round} Lane ${lane} Item ${i}`;
          try {
            const res = await admin('POST', '/auth/accountgroups', { account_group_name: name });
            if (res.status === 201) acknowledged.add(name);
          } catch {
            return; // the server is gone
          }
        }
      };
      const lanes = [0, 1, 2, 3].map(writer);
      // Killed mid-stream once this round has had some writes acknowledged, a different number each
      // round: a count, not a time, since a busy machine acknowledges fewer in any given time.
      const before = acknowledged.size;
      const deadline = Date.now() + 30_000;
      while (acknowledged.size - before < 8 + round * 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(lanes);
      await exited;

      const text = readFileSync(join(dir, DATA_FILE), 'utf8');
      JSON.parse(text); // never a broken file
      const data = (await readStored(join(dir, DATA_FILE))) as { accountGroups: { account_group_name: string }[] };
      const names = new Set(data.accountGroups.map((g: { account_group_name: string }) => g.account_group_name));
      for (const name of acknowledged) expect(names.has(name)).toBe(true);
    }
    expect(acknowledged.size).toBeGreaterThan(20);

    // A restart reads the file, cleans the temp files, and serves every acknowledged write.
    const { child, url } = await startChild();
    try {
      expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
      const admin = caller(url, await signIn(url, 'admin@example.com'));
      const groups = (await admin('GET', '/auth/accountgroups')).body as { account_group_name: string }[];
      const names = new Set(groups.map((g) => g.account_group_name));
      for (const name of acknowledged) expect(names.has(name)).toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  });

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
