// Demo writes against a large data set: creating an account group and saving a user, timed from
// the request to the answer (which comes once the change is on disk). Measured one at a time
// (quiet) and four at once (under load), because a write's cost shows most when others queue
// behind it. Run alone without a browser:
//   npx tsx bench/writes.ts [--sizes 10000,100000] [--count 100]
// `npm run bench` prints the same figures beside the Users screen's.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createPlatform } from '../server/platform';
import { caller, signIn, type Call } from '../server/test/harness';

const CITIES = ['Erie', 'Pittsburgh', 'Scranton', 'Allentown'];
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The value below which `share` of the values fall (nearest rank). */
export const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
};

export interface WriteFigures {
  create: { p50: number; p95: number };
  update: { p50: number; p95: number };
}

export interface WriteBench {
  /** one write at a time */
  quiet: WriteFigures;
  /** four writers at once, each timing its own calls */
  loaded: WriteFigures;
}

const timed = async (call: () => Promise<{ status: number; body: unknown }>, ok: number) => {
  const started = performance.now();
  const answer = await call();
  const ms = performance.now() - started;
  if (answer.status !== ok) throw new Error(`a bench write answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  return ms;
};

const figures = (create: number[], update: number[]): WriteFigures => ({
  create: { p50: percentile(create, 0.5), p95: percentile(create, 0.95) },
  update: { p50: percentile(update, 0.5), p95: percentile(update, 0.95) },
});

/** `count` creates and `count` updates per lane, the lanes running side by side. */
const run = async (admin: Call, users: { id: number }[], count: number, lanes: number, tag: string) => {
  const create: number[] = [];
  const update: number[] = [];
  await Promise.all(
    Array.from({ length: lanes }, async (_, lane) => {
      for (let i = 0; i < count; i++) {
        const name = `Bench ${tag} ${lane} ${i}`;
        create.push(await timed(() => admin('POST', '/auth/accountgroups', { account_group_name: name }), 201));
        const user = users[(lane * count + i * 7919) % users.length];
        const body = (await admin('GET', `/auth/users/${user.id}`)).body as Record<string, unknown>;
        update.push(await timed(() => admin('POST', `/auth/users/${user.id}`, { ...body, city: CITIES[i % CITIES.length] }), 200));
      }
    }),
  );
  return figures(create, update);
};

/** The write figures of a running demo platform. */
export const measureWrites = async (url: string, count = 100): Promise<WriteBench> => {
  const admin = caller(url, await signIn(url, 'admin@example.com'));
  const listed = (await admin('GET', '/auth/users/')).body as { id: number }[];
  // Generated users only: the demo accounts are kept as published.
  const users = listed.filter((u) => u.id > 100000);
  const pool = users.length > 0 ? users : listed;
  const quiet = await run(admin, pool, count, 1, 'quiet');
  const loaded = await run(admin, pool, Math.ceil(count / 4), 4, 'loaded');
  return { quiet, loaded };
};

export const describeWrites = ({ quiet, loaded }: WriteBench): string => {
  const r = Math.round;
  const one = (f: WriteFigures) =>
    `create p50 ${r(f.create.p50)} ms, p95 ${r(f.create.p95)} ms; update p50 ${r(f.update.p50)} ms, p95 ${r(f.update.p95)} ms`;
  return `writes one at a time: ${one(quiet)}; four at once: ${one(loaded)}`;
};

/** A demo platform over a generated data set of `users` users, its writes measured. */
export const benchWrites = async (users: number, count: number): Promise<WriteBench> => {
  const work = mkdtempSync(join(tmpdir(), 'slink-bench-writes-'));
  try {
    const fixtures = join(work, 'fixtures.json');
    execFileSync('npx', ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', String(users), '--out', fixtures], { stdio: 'ignore' });
    const platform = await createPlatform({ dataDir: join(work, 'data'), fixtures, logger: false });
    const running = await platform.listen(0, '127.0.0.1');
    try {
      return await measureWrites(running.url, count);
    } finally {
      await running.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
};

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const arg = (name: string, fallback: string) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? process.argv[i + 1] : fallback;
  };
  const count = Number(arg('count', '100'));
  for (const users of arg('sizes', '10000,100000').split(',').map(Number))
    console.log(`users=${users}: ${describeWrites(await benchWrites(users, count))}`);
}
