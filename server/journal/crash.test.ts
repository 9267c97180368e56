// The journal under SIGKILL: a platform in a child process, its journal folded every few writes
// (so kills land in folds too), is killed three times while creates and in-place updates stream
// in. After each restart every acknowledged create is there, and each user's address is the one
// of its last acknowledged update or of a later one that was written but not yet answered.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { DATA_FILE } from '../store';
import { caller, signIn, type Call } from '../test/harness';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'slink-journal-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const USERS = [1005, 1006, 1007];

const startChild = (): Promise<{ child: ChildProcess; url: string }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server/test/child.ts')], {
      cwd: root,
      env: { ...process.env, SLINK_DATA_DIR: dir, SLINK_FOLD_CHANGES: '15' },
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

/** Per user: the sequence numbers sent, and the highest one acknowledged. */
const updates = new Map(USERS.map((id) => [id, { acknowledged: -1 }]));
const created = new Set<string>();
let sequence = 0;

const lane = (admin: Call, user: number, stopped: () => boolean, round: number) => async () => {
  for (let i = 0; !stopped(); i++) {
    try {
      const name = `Journal Crash ${round} ${user} ${i}`;
      if ((await admin('POST', '/auth/accountgroups', { account_group_name: name })).status === 201) created.add(name);
      const seq = ++sequence;
      const body = (await admin('GET', `/auth/users/${user}`)).body as Record<string, unknown>;
      const saved = await admin('POST', `/auth/users/${user}`, { ...body, address: `${seq} Journal Street` });
      if (saved.status === 200) updates.get(user)!.acknowledged = Math.max(updates.get(user)!.acknowledged, seq);
    } catch {
      return; // the server is gone
    }
  }
};

const check = async (admin: Call) => {
  const groups = (await admin('GET', '/auth/accountgroups')).body as { account_group_name: string }[];
  const names = new Set(groups.map((g) => g.account_group_name));
  for (const name of created) expect(names.has(name), name).toBe(true);
  for (const [user, { acknowledged }] of updates) {
    const address = String(((await admin('GET', `/auth/users/${user}`)).body as { address: string }).address);
    if (acknowledged >= 0) expect(Number.parseInt(address, 10), `user ${user}`).toBeGreaterThanOrEqual(acknowledged);
  }
};

describe('the journal under SIGKILL', () => {
  it('keeps every acknowledged create and update through kills in writes and folds', { timeout: 120_000 }, async () => {
    for (let round = 0; round < 3; round++) {
      const { child, url } = await startChild();
      const admin = caller(url, await signIn(url, 'admin@example.com'));
      if (round > 0) await check(admin);
      let stop = false;
      const lanes = USERS.map((user) => lane(admin, user, () => stop, round)());
      await new Promise((r) => setTimeout(r, 1500 + round * 700));
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(lanes);
      await exited;
      JSON.parse(readFileSync(join(dir, DATA_FILE), 'utf8')); // never a broken file
    }
    expect(created.size).toBeGreaterThan(20);
    const { child, url } = await startChild();
    try {
      await check(caller(url, await signIn(url, 'admin@example.com')));
    } finally {
      child.kill('SIGKILL');
    }
  });
});
