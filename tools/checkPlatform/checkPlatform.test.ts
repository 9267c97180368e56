// The platform check against the demo platform, started here from the same declarations: no
// difference for each console role; and each kind of difference a real platform might have, made
// by a proxy that changes one answer, is found and makes the run fail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demoAccounts';
import { startPlatform, type TestPlatform } from '../../server/test/harness';
import { freshOpenapi } from '../openapi/openapiFile';
import { answerRewriter } from './answerRewriter';
import { tunnelProxy } from './tunnelProxy';
import { checkPlatform } from './checkPlatform';
import { DEFAULT_TIMEOUT_MS } from './options';

let demo: TestPlatform;
beforeAll(async () => {
  demo = await startPlatform();
});
afterAll(async () => {
  await demo.stop();
});

const run = async (
  base: string,
  user = 'admin@example.com',
  password = DEMO_PASSWORD,
  env: Record<string, string> = {},
  writes = false,
) => {
  const lines: string[] = [];
  const outcome = await checkPlatform({
    options: { base, user, insecure: false, timeoutMs: DEFAULT_TIMEOUT_MS, writes },
    password,
    say: (line) => lines.push(line),
    env,
  });
  return { ...outcome, lines, differing: outcome.results.filter((r) => r.outcome === 'differs') };
};

describe('npm run check-platform against the demo platform', () => {
  it.each(['admin@example.com', 'apilinks@example.com', 'engagement@example.com', 'sisl.admin@example.com'])(
    'finds no difference signed in as %s, reading each call its role may make',
    async (user) => {
      const { results, differing, lines } = await run(demo.url, user);
      expect(differing).toEqual([]);
      expect(results.filter((r) => r.outcome === 'ok').length).toBeGreaterThan(0);
      expect(lines.at(-1)).toMatch(/0 with a difference/);
    },
  );

  it('reads every GET call a screen declares with a real id, as the admin', async () => {
    const { results } = await run(demo.url);
    const declared = Object.entries((await freshOpenapi()).paths as Record<string, object>).flatMap(([path, methods]) =>
      'get' in methods ? [`GET ${path}`] : [],
    );
    expect(results.map((r) => r.call).sort()).toEqual(declared.sort());
    const read = results.find((r) => r.call === 'GET /auth/users/{id}')!;
    expect(read.outcome).toBe('ok');
    expect(read.notes[0]).toMatch(/^\/auth\/users\/\d+$/);
    // Only the calls of another role are left out (the dashboards are the engagement manager's).
    expect(results.filter((r) => r.outcome === 'skipped' && !/^not a call of the role slink-sys-admin/.test(r.notes[0]!))).toEqual([]);
  });

  it('goes through the proxy the environment names (HTTP_PROXY for an http:// platform, HTTPS_PROXY for https://)', async () => {
    const proxy = await tunnelProxy();
    try {
      const { differing, results, lines } = await run(demo.url, 'apilinks@example.com', DEMO_PASSWORD, { HTTP_PROXY: proxy.url });
      expect(lines[0]).toContain(`through the proxy ${proxy.url}`);
      expect(differing).toEqual([]);
      expect(results.some((r) => r.outcome === 'ok')).toBe(true);
      expect(proxy.tunnels()).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });

  it('writes nothing without --writes', async () => {
    const before = JSON.stringify(demo.platform.store.data);
    const { lines, results } = await run(demo.url);
    expect(lines[1]).toBe('Only reads: nothing is written');
    expect(results.every((r) => r.call.startsWith('GET '))).toBe(true);
    expect(JSON.stringify(demo.platform.store.data)).toBe(before);
  });

  /** The records, without the platform's own bookkeeping: the highest id handed out rises with the record made (ids are never reused). */
  const recordsOf = (data: Record<string, unknown>) =>
    JSON.stringify({ ...data, meta: { ...(data.meta as object), ids_handed_out: undefined } });

  it.each(['admin@example.com', 'apilinks@example.com'])(
    'with --writes, as %s: says first what it makes, makes one record and deletes it, leaving the data as it was',
    async (user) => {
      const before = recordsOf(demo.platform.store.data);
      const { lines, results, differing } = await run(demo.url, user, DEMO_PASSWORD, {}, true);
      expect(differing).toEqual([]);
      const said = lines.findIndex((line) => line.startsWith('Writes: makes '));
      expect(said).toBeGreaterThan(0);
      expect(said).toBeLessThan(lines.findIndex((line) => line.startsWith('ok ')));
      const writes = results.filter((r) => !r.call.startsWith('GET '));
      expect(writes.map((r) => [r.call.split(' ')[0], r.outcome])).toEqual([
        ['POST', 'ok'],
        ['DELETE', 'ok'],
      ]);
      expect(recordsOf(demo.platform.store.data)).toBe(before);
    },
  );

  it('says a wrong password plainly, and reads nothing', async () => {
    const { failed, results } = await run(demo.url, 'admin@example.com', 'not-the-password');
    expect(failed).toMatch(/Sign-in as admin@example.com failed: invalid_credentials/);
    expect(results).toEqual([]);
  });
});

describe('npm run check-platform finds an answer that differs', () => {
  const differences = async (path: string, change: (answer: any) => unknown) => {
    const proxy = await answerRewriter(demo.url, path, change);
    try {
      return (await run(proxy.url)).differing.flatMap((r) => r.notes);
    } finally {
      await proxy.close();
    }
  };

  it('a renamed field: the field the console reads is missing', async () => {
    const found = await differences('/auth/accountgroups', (rows: any[]) =>
      rows.map(({ account_group_name, ...row }) => ({ ...row, group_name: account_group_name })),
    );
    expect(found).toEqual(['/auth/accountgroups: []/account_group_name: missing field']);
  });

  it('a number sent as text: a wrong type', async () => {
    const found = await differences('/api-link-service/transformations', (rows: any[]) =>
      rows.map((row) => ({ ...row, accounts_assigned: String(row.accounts_assigned) })),
    );
    expect(found).toEqual([
      expect.stringMatching(/^\/api-link-service\/transformations: \[\]\/accounts_assigned: wrong type, expected integer, got "\d+"$/),
    ]);
  });

  it('an enum value the schema does not know', async () => {
    const found = await differences('/api-link-service/transformations', (rows: any[]) =>
      rows.map((row, i) => (i === 0 ? { ...row, output_type: 'Float' } : row)),
    );
    expect(found).toEqual([
      expect.stringMatching(
        /^\/api-link-service\/transformations: \[\]\/output_type: unknown enum value \(known: "String", "Integer"\), got "Float"$/,
      ),
    ]);
  });

  it('an empty list: the reads of its records are not made, and say so', async () => {
    const proxy = await answerRewriter(demo.url, '/auth/accountgroups', () => []);
    try {
      const { results } = await run(proxy.url);
      expect(results.find((r) => r.call === 'GET /auth/accountgroups/{id}')).toEqual({
        call: 'GET /auth/accountgroups/{id}',
        outcome: 'skipped',
        notes: ['no record to read (/auth/accountgroups is empty)'],
      });
    } finally {
      await proxy.close();
    }
  });

  it('a hand-written answer (the dashboard report) missing a field its route declares', async () => {
    const proxy = await answerRewriter(
      demo.url,
      '/dashboard-service/dashboards/1/metrics/today',
      ({ period: _period, ...report }: any) => report,
    );
    try {
      const { differing } = await run(proxy.url, 'engagement@example.com');
      expect(differing.flatMap((r) => r.notes)).toEqual(['/dashboard-service/dashboards/1/metrics/today: period: missing field']);
    } finally {
      await proxy.close();
    }
  });

  it('one object where the call answers a list', async () => {
    const found = await differences('/auth/roles', () => ({ message: 'x' }));
    expect(found).toEqual(['/auth/roles: (the answer): expected a list, got object']);
  });
});
