// The users list of a large data set is kept between calls (server/answerCache.ts): each view
// apart, and every change shows in the next list.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { generate } from '../../fixtures/generate';
import { loadFixtures } from '../store';
import { caller, signIn, startPlatform, type Call, type TestPlatform } from '../test/harness';
import { testTime } from '../../shared/testTime';

let p: TestPlatform;
let admin: Call;
let sisl: Call;
let dir: string;
const USERS = 3000;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'slink-kept-'));
  const file = join(dir, 'large.json');
  writeFileSync(file, JSON.stringify(generate({ users: USERS, seed: 5, passwordHash: loadFixtures().users[4].password_hash! })));
  p = await startPlatform({ fixtures: file });
  admin = caller(p.url, await signIn(p.url, 'admin@example.com'));
  sisl = caller(p.url, await signIn(p.url, 'sisl.admin@example.com'));
});
afterAll(async () => {
  await p.stop();
  rmSync(dir, { recursive: true, force: true });
});

const emails = async (who: Call) => {
  const { status, body } = await who('GET', '/auth/users');
  expect(status).toBe(200);
  return (body as { email: string }[]).map((u) => u.email);
};

describe('the users list of a large data set', () => {
  it('is worked out when the platform starts, and still kept after sign-in', async () => {
    // Prepared on the first turn after the listen; compression takes a moment more.
    await vi.waitFor(() => expect(p.platform.context.answers.size).toBe(1), { timeout: testTime(5_000) });
    await signIn(p.url, 'admin@example.com');
    // A change behind the platform's back (no commit, no write call) does not show: the first
    // call is sent as kept.
    const first = p.platform.store.data.users[0];
    const email = first.email;
    first.email = 'behind.the.back@example.org';
    try {
      expect(await emails(admin)).toContain(email);
    } finally {
      first.email = email;
    }
  });

  it('is kept for the next call, and never shown to a caller with another view', async () => {
    const all = await emails(admin);
    expect(all).toHaveLength(USERS);
    expect(p.platform.context.answers.size).toBe(1);
    const again = await admin('GET', '/auth/users');
    expect(again.headers.get('content-encoding')).toBe('gzip');
    expect(again.body.map((u: { email: string }) => u.email)).toEqual(all);
    // A slink-sisl-admin sees only limited-type users (a small list, so not kept).
    const limited = await emails(sisl);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited.length).toBeLessThan(all.length);
    expect(await emails(sisl)).toEqual(limited);
    expect(await emails(admin)).toEqual(all);
  });

  it('shows every add, change and delete in the next list', async () => {
    await emails(admin);
    const created = await admin('POST', '/auth/users', {
      email: 'kept.check@example.org',
      first_name: 'Kept',
      last_name: 'Check',
      address: '1 Main St',
      address2: '',
      city: 'Erie',
      state_code: 'PA',
      zip: '16501',
      country_code: 'US',
      account_group_id: 3,
      pwd1: 'Str0ng#Pass',
      pwd2: 'Str0ng#Pass',
      deleted_ind: 0,
      change_pw_next_login_ind: 0,
    });
    expect(created.status).toBe(201);
    expect(await emails(admin)).toContain('kept.check@example.org');

    const id = created.body.id as number;
    expect((await admin('POST', `/auth/users/${id}`, { ...created.body, email: 'kept.changed@example.org' })).status).toBe(200);
    const changed = await emails(admin);
    expect(changed).toContain('kept.changed@example.org');
    expect(changed).not.toContain('kept.check@example.org');

    expect((await admin('DELETE', `/auth/users/${id}`)).status).toBe(200);
    expect(await emails(admin)).not.toContain('kept.changed@example.org');
  });

  it('a refused write changes nothing, and the list stays right', async () => {
    const before = await emails(admin);
    expect((await admin('POST', '/auth/users', { email: 'not-an-email' })).status).toBe(400);
    expect(await emails(admin)).toEqual(before);
  });
});
