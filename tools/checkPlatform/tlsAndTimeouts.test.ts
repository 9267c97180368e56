// How npm run check-platform reaches a platform: behind HTTPS with a self-signed certificate it
// stops at sign-in with a message naming the certificate and --insecure (exit 2), and with
// --insecure it checks as over HTTP (exit 0); a call that never answers is reported at its time
// limit while the run goes on, and the run exits non-zero.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/demoAccounts';
import { startPlatform, type TestPlatform } from '../../server/test/harness';
import { testTime } from '../../shared/testTime';
import { answerRewriter, NEVER, type Rewriter } from './answerRewriter';
import { checkPlatform, exitCodeOf } from './checkPlatform';

const CERT_DIR = join(import.meta.dirname, 'testCert');
const tls = {
  cert: readFileSync(join(CERT_DIR, 'test-only.cert.pem'), 'utf8'),
  key: readFileSync(join(CERT_DIR, 'test-only.key.pem'), 'utf8'),
};

let demo: TestPlatform;
beforeAll(async () => {
  demo = await startPlatform();
});
afterAll(async () => {
  await demo.stop();
});

/** npm run check-platform as a person runs it: its exit code and what it printed. */
const cli = (args: readonly string[]) =>
  new Promise<{ code: number; out: string }>((resolve) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^(https?|no)_proxy$/i.test(name)));
    execFile(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'cli.ts'), ...args],
      { env: { ...env, SLINK_PASSWORD: DEMO_PASSWORD } },
      (failure, stdout, stderr) => resolve({ code: failure ? Number(failure.code) : 0, out: `${stdout}${stderr}` }),
    );
  });

describe('npm run check-platform against a platform with a self-signed certificate', () => {
  let front: Rewriter;
  beforeAll(async () => {
    front = await answerRewriter(demo.url, '', (answer) => answer, { tls });
  });
  afterAll(async () => {
    await front.close();
  });

  // Each runs the command in a process of its own, as a person does: seconds on a busy machine.
  it(
    'stops at sign-in without --insecure, saying the certificate is not trusted and what --insecure does (exit 2)',
    async () => {
      const refused = await cli(['--base', front.url, '--user', 'apilinks@example.com']);
      expect(refused.out).toContain(
        `Sign-in as apilinks@example.com failed: ${front.url}/oauth2/login could not be reached (its certificate is not signed by an authority this machine trusts (self-signed certificate); if you trust this platform, run again with --insecure)`,
      );
      expect(refused.code).toBe(2);
    },
    testTime(60_000),
  );

  it(
    'with --insecure, checks every call as over HTTP: no difference (exit 0)',
    async () => {
      const accepted = await cli(['--base', front.url, '--user', 'apilinks@example.com', '--insecure']);
      expect(accepted.out).toContain(`Checking ${front.url} as apilinks@example.com, any certificate accepted`);
      expect(accepted.out).toMatch(/^\d+ calls: [1-9]\d* ok, 0 with a difference/m);
      expect(accepted.code).toBe(0);
    },
    testTime(60_000),
  );
});

describe('npm run check-platform and a call that never answers', () => {
  it('reports that call at its time limit, makes the calls after it, and exits non-zero', async () => {
    const held = '/auth/roles';
    const proxy = await answerRewriter(demo.url, held, NEVER);
    try {
      const lines: string[] = [];
      const outcome = await checkPlatform({
        options: { base: proxy.url, user: 'admin@example.com', insecure: false, timeoutMs: 3000, writes: false },
        password: DEMO_PASSWORD,
        say: (line) => lines.push(line),
        env: {},
      });
      const calls = outcome.results.map((r) => r.call);
      expect(outcome.results.find((r) => r.call === `GET ${held}`)).toEqual({
        call: `GET ${held}`,
        outcome: 'differs',
        notes: [`${held}: no answer within the time limit`],
      });
      // The run went on: calls after the held one were made and answered.
      const after = outcome.results.slice(calls.indexOf(`GET ${held}`) + 1);
      expect(after.filter((r) => r.outcome === 'ok').length).toBeGreaterThan(0);
      expect(outcome.results.filter((r) => r.outcome === 'differs')).toHaveLength(1);
      expect(lines.at(-1)).toMatch(/1 with a difference/);
      expect(exitCodeOf(outcome)).toBe(1);
    } finally {
      await proxy.close();
    }
  });
});
