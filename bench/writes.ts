// Demo writes against a large data set: creating an account group and saving a user, timed from
// the request to the answer (which comes once the change is on disk). Measured one at a time
// (quiet) and four at once (under load), because a write's cost shows most when others queue
// behind it. Run alone without a browser:
//   npx tsx bench/writes.ts [--sizes 10000,100000] [--count 100]
// which also measures four at once on a platform that folds its journal every 50 writes (a fold
// rewrites the whole data file in a worker thread; by default one comes every 10 000 writes).
// `npm run bench` prints the one-at-a-time and four-at-once figures beside the Users screen's.
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
  /** four writers at once while the journal is folded every 50 writes */
  folding?: WriteFigures;
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

const signedIn = async (url: string) => {
  const admin = caller(url, await signIn(url, 'admin@example.com'));
  const listed = (await admin('GET', '/auth/users/')).body as { id: number }[];
  // Generated users only: the demo accounts are kept as published.
  const users = listed.filter((u) => u.id > 100000);
  return { admin, pool: users.length > 0 ? users : listed };
};

/** The write figures of a running demo platform. */
export const measureWrites = async (url: string, count = 100): Promise<WriteBench> => {
  const { admin, pool } = await signedIn(url);
  const quiet = await run(admin, pool, count, 1, 'quiet');
  const loaded = await run(admin, pool, Math.ceil(count / 4), 4, 'loaded');
  return { quiet, loaded };
};

export const describeWrites = ({ quiet, loaded, folding }: WriteBench): string => {
  const r = Math.round;
  const one = (f: WriteFigures) =>
    `create p50 ${r(f.create.p50)} ms, p95 ${r(f.create.p95)} ms; update p50 ${r(f.update.p50)} ms, p95 ${r(f.update.p95)} ms`;
  return `writes one at a time: ${one(quiet)}; four at once: ${one(loaded)}${folding ? `; four at once, folding every 50 writes: ${one(folding)}` : ''}`;
};

/** Demo platforms over a generated data set of `users` users, their writes measured. */
export const benchWrites = async (users: number, count: number): Promise<WriteBench> => {
  const work = mkdtempSync(join(tmpdir(), 'slink-bench-writes-'));
  try {
    const fixtures = join(work, 'fixtures.json');
    execFileSync('npx', ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', String(users), '--out', fixtures], { stdio: 'ignore' });
    const measured = async (dataDir: string, foldChanges: number | undefined, measure: (url: string) => Promise<WriteBench>) => {
      const platform = await createPlatform({ dataDir: join(work, dataDir), fixtures, logger: false, journal: { foldChanges } });
      const running = await platform.listen(0, '127.0.0.1');
      try {
        return await measure(running.url);
      } finally {
        await running.close();
      }
    };
    const plain = await measured('data', undefined, (url) => measureWrites(url, count));
    const folding = await measured('folding', 50, async (url) => {
      const { admin, pool } = await signedIn(url);
      return { ...plain, folding: await run(admin, pool, Math.ceil(count / 4), 4, 'folding') };
    });
    return folding;
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
