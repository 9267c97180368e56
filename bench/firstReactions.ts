// npx tsx bench/firstReactions.ts [--sizes 10000,100000] [--runs 5] [--dist dist] [--compare <other dist>]
// A staff member's FIRST reactions on the Users list: on a fresh load of /admin (new browser
// context, signed in as admin@example.com), right after the first rows are drawn, one of: tick
// the first row, tick Status "Enabled" in the Filters menu (opened before the timer starts), sort
// by First Name, type the first key in the search box, open Columns (bench/reactions.ts). Each is
// timed in the page from the event to the frame after what the person waits for
// (bench/reactionProbe.ts), with the longest main-thread task meanwhile. Median of --runs fresh
// loads. With --compare, the two builds are served side by side on the same data and measured
// alternately (A, B, A, B...) in one process, so the machine's noise falls on both.
// Prints a table; asserts nothing (machines are noisy). --detail also prints what held the main
// thread in each reaction's longest frame (Long Animation Frames).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createPlatform } from '../server/platform';
import { launchBrowser } from '../e2e/chromium';
import { median, openAdminToFirstRow, type TabSession } from './measure';
import { REACTION_PROBE, type ReactionFigures } from './reactionProbe';
import { REACTIONS, runReaction } from './reactions';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const RUNS = Number(arg('runs', '5'));
const DETAIL = process.argv.includes('--detail');
const builds = [resolve(ROOT, arg('dist', 'dist')), ...(process.argv.includes('--compare') ? [resolve(ROOT, arg('compare', ''))] : [])];
/** A build's name in the table: its checkout's folder (dist's parent). */
const nameOf = (dist: string) => basename(dirname(dist));

const TARGET_MS = 100;
const TASK_TARGET_MS = 50;

const signIn = async (browser: Browser, url: string): Promise<TabSession> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/sharedlogin`);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/home`);
  const session = await page.evaluate(() => ({ atk: sessionStorage.getItem('atk')!, result: sessionStorage.getItem('LOGIN_RESULT') }));
  await context.close();
  return session;
};

/** One fresh load of /admin, then the reaction at once after the first rows. */
const once = async (browser: Browser, url: string, session: TabSession, reaction: (typeof REACTIONS)[number]) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(REACTION_PROBE);
    const { page, drawn } = await openAdminToFirstRow(context, url, session);
    const firstRow = await drawn;
    return await runReaction(reaction, page, firstRow);
  } finally {
    await context.close();
  }
};

type Figures = Record<string, ReactionFigures[]>; // by reaction name

const benchSize = async (browser: Browser, users: number) => {
  const work = mkdtempSync(join(tmpdir(), 'slink-reactions-'));
  const fixtures = join(work, `fixtures-${users}.json`);
  execFileSync('npx', ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', String(users), '--out', fixtures], { stdio: 'ignore' });
  const served = [];
  try {
    for (const [i, dist] of builds.entries()) {
      const platform = await createPlatform({ dataDir: join(work, `data-${i}`), staticDir: dist, fixtures, logger: false });
      const running = await platform.listen(0, '127.0.0.1');
      served.push({ dist, running, session: await signIn(browser, running.url), figures: {} as Figures });
    }
    // A load each first, not counted: the platform works the users list out once and keeps it.
    for (const s of served) await once(browser, s.running.url, s.session, REACTIONS[2]);
    for (const reaction of REACTIONS)
      for (let run = 0; run < RUNS; run++)
        for (const s of served) {
          const figures = await once(browser, s.running.url, s.session, reaction);
          (s.figures[reaction.name] ??= []).push(figures);
          process.stderr.write(`${users} ${reaction.name} ${nameOf(s.dist)} run ${run + 1}: ${Math.round(figures.ms)} ms\n`);
        }
    return served.map((s) => ({ dist: s.dist, figures: s.figures }));
  } finally {
    for (const s of served) await s.running.close();
    rmSync(work, { recursive: true, force: true });
  }
};

const r = (n: number) => String(Math.round(n));
const over = (value: number, limit: number) => (value >= limit ? '!' : ' ');

/** A build's cell: median ms (runs), the longest task per run, when its button answered. */
const cell = (runs: ReactionFigures[]) => {
  const ms = median(runs.map((f) => f.ms));
  const tasks = runs.map((f) => f.longestTaskMs);
  const worst = Math.max(...tasks);
  const ready = runs.map((f) => f.readyAfterMs).filter((v): v is number => v !== undefined);
  return (
    `${over(ms, TARGET_MS)}${r(ms).padStart(5)} ms (${runs.map((f) => r(f.ms)).join(' ')}) ` +
    `task ${over(worst, TASK_TARGET_MS + 0.5)}${worst === 0 ? '<50' : r(worst)} (${tasks.map((t) => (t === 0 ? '-' : r(t))).join(' ')})` +
    (ready.length ? ` usable ${r(median(ready))} ms after rows` : '')
  );
};

const detail = (runs: ReactionFigures[]) =>
  runs
    .map(
      (f, i) =>
        `      run ${i + 1}: long tasks ${f.tasks?.join(', ') || 'none'}; long frames ${f.frames?.join(' | ') || 'none'}; ` +
        `fetched ${f.loaded?.join(', ') || 'nothing'}`,
    )
    .join('\n');

const started = new Date();
const load = loadavg().map((n) => n.toFixed(2));
const browser = await launchBrowser();
const results: { users: number; builds: Awaited<ReturnType<typeof benchSize>> }[] = [];
try {
  for (const users of sizes) results.push({ users, builds: await benchSize(browser, users) });
} finally {
  await browser.close();
}

console.log(`First reactions on the Users list, right after the first rows of a fresh /admin load`);
console.log(
  `started ${started.toISOString()}, load average ${load.join(' ')}; ended ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log(
  `median of ${RUNS} fresh loads each; builds: ${builds.map((b, i) => `${'AB'[i]} = ${b}`).join(', ')}${builds.length > 1 ? ' (run alternately)' : ''}`,
);
console.log(`targets: each reaction under ${TARGET_MS} ms at the median, no main-thread task over ${TASK_TARGET_MS} ms ('!' marks a miss)`);
console.log(`cell: median ms (each run) / longest main-thread task, Long Tasks API from 50 ms (each run, '-' none)`);
for (const { users, builds: measured } of results) {
  console.log(`\nusers=${users}`);
  for (const reaction of REACTIONS) {
    console.log(`  ${reaction.name}`);
    for (const [i, b] of measured.entries()) {
      console.log(`    ${'AB'[i]} ${nameOf(b.dist).padEnd(10)} ${cell(b.figures[reaction.name])}`);
      if (DETAIL) console.log(detail(b.figures[reaction.name]));
    }
  }
}
