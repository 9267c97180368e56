// The journal under SIGKILL at 100k users, the size the demo's write target is set for (and where
// the per-commit check of small data is off): a platform in a child process, its journal folded
// every few writes, is killed three times while creates and in-place user saves stream in, the
// last two times while a fold runs. Each restart reads the data file (a start fails on one that
// is not whole JSON) and its journal; then every acknowledged create is there, each user's address
// is the one of its last acknowledged save or of a later one that was written but not yet
// answered, and no temp file is left.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generate } from '../../fixtures/generate';
import { hashPassword } from '../auth/password';
import { DEMO_PASSWORD } from '../demoAccounts';
import { DATA_FILE } from '../store';
import { caller, signIn, type Call } from '../test/harness';
import { dataText } from './fold';
import { listSegments, segmentPath } from './segments';
import { testTime } from '../../shared/testTime';

const root = fileURLToPath(new URL('../..', import.meta.url));
const base = mkdtempSync(join(tmpdir(), 'slink-journal-crash-'));
const dir = join(base, 'data');
afterAll(() => rmSync(base, { recursive: true, force: true }));
const ADMIN = 'admin@example.com';
/** Users saved in the burst: taken from the generated ones, deep in the collection. */
let users: number[] = [];

beforeAll(async () => {
  const data = generate({ users: 100_000, passwordHash: await hashPassword(DEMO_PASSWORD) });
  users = data.users
    .filter((user) => user.user_type === 'STAFF' && user.enabled)
    .slice(-3)
    .map((user) => user.id);
  // Written as the store would write it (its first segment made, then the file naming it), which
  // spares the first start writing 65 MB whole.
  mkdirSync(dir);
  writeFileSync(segmentPath(dir, 1), '');
  writeFileSync(join(dir, DATA_FILE), dataText(data as unknown as Record<string, unknown>, 1));
}, testTime(60_000));

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

/** Per user, the highest save acknowledged (its sequence number). */
const saves = new Map<number, number>();
const created = new Set<string>();
let acknowledged = 0;
let sequence = 0;

const lane = (admin: Call, user: number, stopped: () => boolean, round: number) => async () => {
  for (let i = 0; !stopped(); i++) {
    try {
      const name = `Journal Crash ${round} ${user} ${i}`;
      if ((await admin('POST', '/auth/accountgroups', { account_group_name: name })).status === 201) {
        created.add(name);
        acknowledged++;
      }
      const seq = ++sequence;
      const body = (await admin('GET', `/auth/users/${user}`)).body as Record<string, unknown>;
      const saved = await admin('POST', `/auth/users/${user}`, { ...body, address: `${seq} Journal Street` });
      if (saved.status === 200) {
        saves.set(user, Math.max(saves.get(user) ?? -1, seq));
        acknowledged++;
      }
    } catch {
      return; // the server is gone
    }
  }
};

const check = async (admin: Call) => {
  expect(readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  const groups = (await admin('GET', '/auth/accountgroups')).body as { account_group_name: string }[];
  const names = new Set(groups.map((g) => g.account_group_name));
  for (const name of created) expect(names.has(name), name).toBe(true);
  for (const [user, seq] of saves) {
    const address = String(((await admin('GET', `/auth/users/${user}`)).body as { address: string }).address);
    expect(Number.parseInt(address, 10), `user ${user}`).toBeGreaterThanOrEqual(seq);
  }
};

/** Writes acknowledged in each round before its kill: a count, not a time, since a busy machine acknowledges fewer in any given time. */
const ROUNDS = [10, 17, 24];

/** A fold is under way while the segments it folds are still there beside the new one. */
const folding = async () => (await listSegments(dir)).length > 1;

describe('the journal under SIGKILL at 100k users', () => {
  // Four platform starts at 100k users (65 MB each) and three bursts: minutes on a busy 2-core machine.
  it('keeps every acknowledged create and update through kills in writes and folds', { timeout: 300_000 }, async () => {
    let killedInFolds = 0;
    for (const [round, writes] of ROUNDS.entries()) {
      const { child, url } = await startChild();
      const admin = caller(url, await signIn(url, ADMIN));
      if (round > 0) await check(admin);
      let stop = false;
      const lanes = users.map((user) => lane(admin, user, () => stop, round)());
      // Killed mid-burst once this round has had its writes acknowledged, after the first round
      // only while a fold runs.
      const before = acknowledged;
      const deadline = Date.now() + 30_000;
      const due = async () => acknowledged - before >= writes && (round === 0 || (await folding()));
      while (!(await due()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
      if (await folding()) killedInFolds++;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGKILL');
      stop = true;
      await Promise.all(lanes);
      await exited;
    }
    expect(acknowledged).toBeGreaterThanOrEqual(ROUNDS.reduce((a, b) => a + b));
    expect(saves.size).toBe(users.length);
    expect(killedInFolds).toBeGreaterThanOrEqual(ROUNDS.length - 1);
    const { child, url } = await startChild();
    try {
      await check(caller(url, await signIn(url, ADMIN)));
    } finally {
      child.kill('SIGKILL');
    }
  });
});
