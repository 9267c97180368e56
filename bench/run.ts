// npm run bench [-- --sizes 10000,100000] [--dist dist]: the Users screen against large data sets, in headless
// Chromium against the demo platform. Prints figures; asserts nothing (machines are noisy).
//   cold load → first rows of /admin (fresh browser context, empty cache). The platform keeps the
//     users list between calls until a write, and works it out when it starts
//     (server/answerCache.ts): the first run forgets it first, as a write would, so it shows the
//     cost of working it out; the others show it sent as kept.
//   keystroke in the filter → filtered rows (debounce included: there is none)
//   page change (Next page) → rows
//   the filter chip figure: a column filter applied (Status "Disabled" ticked in the Filters menu)
//     or removed (its chip's remove button) → rows (bench/chipChanges.ts)
//   the longest main-thread task from navigation to the first rows
//   sign-in to the first rows of /admin, and the longest main-thread task from the Sign In click
//     to them, on both pages (bench/signInToRows.ts)
//   JS heap after a full garbage collection, once the list is ready: the page's main thread, and
//     the list's worker apart (bench/heap.ts)
//   export (Export → the file saved, every user) and the longest main-thread task meanwhile
//   initial JS (gzip) of the sign-in page and of the console's first screen, the list's worker
//     script on its own
//   select all N matching, then Disable's confirmation (cancelled) (bench/selectAll.ts)
//   bulk Disable of 1,000 users (bench/bulk.ts): time to the summary, the page's responsiveness meanwhile
//   demo writes (bench/writes.ts): create an account group and save a user, p50 and p95, one at a
//     time and four at once, after the screen's figures (the writes change the data)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { createPlatform } from '../server/platform';
import { launchBrowser } from '../e2e/chromium';
import { measureChipChanges } from './chipChanges';
import { heapAfterGc } from './heap';
import { describeWrites, measureWrites } from './writes';
import { describeBulk, measureBulkDisable } from './bulk';
import { describeSelectAll, measureSelectAll } from './selectAll';
import { describeSignIn, measureSignInToRows, type SignInFigures } from './signInToRows';
import { gzipKb, recordScripts, scriptsAskedBefore, splitWorkerScripts, workerScriptsIn } from './jsSize';
import {
  armRowTimer,
  coldPhases,
  longestTaskBefore,
  median,
  medianPhases,
  openAdminToFirstRow,
  readRowTimer,
  type ColdPhases,
} from './measure';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
// --dist measures another build (such as one kept from before a change).
const DIST = resolve(ROOT, arg('dist', 'dist'));
const sizes = arg('sizes', '10000,100000').split(',').map(Number);
const RUNS = Number(arg('runs', '3'));

const signInToken = async (browser: Browser, url: string) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto(`${url}/sharedlogin`);
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
  const signInJs = gzipKb(DIST, scripts);
  await page.getByLabel('Email').fill('admin@example.com');
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${url}/home`);
  const session = await page.evaluate(() => ({ atk: sessionStorage.getItem('atk')!, result: sessionStorage.getItem('LOGIN_RESULT')! }));
  await context.close();
  return { session, signInJs };
};

const benchSize = async (browser: Browser, users: number) => {
  const work = mkdtempSync(join(tmpdir(), 'slink-bench-'));
  const fixtures = join(work, 'fixtures.json');
  execFileSync('npx', ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', String(users), '--out', fixtures], { stdio: 'ignore' });
  const platform = await createPlatform({ dataDir: join(work, 'data'), staticDir: DIST, fixtures, logger: false });
  const running = await platform.listen(0, '127.0.0.1');
  try {
    const { session, signInJs } = await signInToken(browser, running.url);
    const cold: number[] = [];
    let consoleJs = { files: 0, kb: 0 };
    const keystrokes: number[] = [];
    const pageChanges: number[] = [];
    const chipsApplied: number[] = [];
    const chipsRemoved: number[] = [];
    const exports: number[] = [];
    const exportLongestTasks: number[] = [];
    const phases: ColdPhases[] = [];
    const coldLongestTasks: number[] = [];
    const mainHeaps: number[] = [];
    const workerHeaps: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      if (run === 0) platform.context.answers.forget();
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const { page, drawn } = await openAdminToFirstRow(context, running.url, session);
      const firstRow = await drawn.catch(async (error: Error) => {
        await page.screenshot({ path: join(ROOT, 'bench/results/failed.png') });
        throw new Error(`No rows at ${page.url()}: ${error.message}`);
      });
      cold.push(firstRow);
      phases.push(await coldPhases(page));
      coldLongestTasks.push(await longestTaskBefore(page, firstRow));
      consoleJs = gzipKb(DIST, splitWorkerScripts(await scriptsAskedBefore(page, firstRow)).page);

      const filter = 'input[aria-label="Filter"]';
      await page.click(filter);
      for (const char of 'emily') {
        await armRowTimer(page, 'keydown', filter);
        await page.keyboard.type(char);
        const ms = await readRowTimer(page);
        if (ms !== null) keystrokes.push(ms);
      }
      await page.fill(filter, '');
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length >= 50);
      for (let i = 0; i < 3; i++) {
        await armRowTimer(page, 'click', 'button[aria-label="Next page"]');
        await page.click('button[aria-label="Next page"]');
        const ms = await readRowTimer(page);
        if (ms !== null) pageChanges.push(ms);
      }
      const chips = await measureChipChanges(page);
      chipsApplied.push(...chips.applied);
      chipsRemoved.push(...chips.removed);
      const heap = await heapAfterGc(context, page);
      mainHeaps.push(heap.mainMb);
      workerHeaps.push(heap.workersMb.reduce((a, b) => a + b, 0));
      // Export of the whole list: click to file, and the longest task (Long Tasks API) meanwhile.
      await page.evaluate(() => {
        const w = window as unknown as { longest: number };
        w.longest = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) w.longest = Math.max(w.longest, entry.duration);
        }).observe({ type: 'longtask' });
      });
      const started = Date.now();
      const download = page.waitForEvent('download', { timeout: 60_000 });
      await page.getByRole('button', { name: 'Export' }).click();
      await (await download).path();
      exports.push(Date.now() - started);
      exportLongestTasks.push(await page.evaluate(() => (window as unknown as { longest: number }).longest));
      await context.close();
    }
    const signIns: SignInFigures[] = [];
    for (let run = 0; run < RUNS; run++) signIns.push(await measureSignInToRows(browser, running.url));
    const listCallRuns = phases.map((p) => p.listEnd - p.listStart);
    const selectAll = await measureSelectAll(browser, running.url, session, users);
    // After the screen's figures and before the writes': it disables users.
    const bulk = await measureBulkDisable(browser, running.url, session);
    const writes = await measureWrites(running.url);
    return {
      users,
      signInJs,
      consoleJs,
      coldLoadMs: median(cold),
      coldLoadRuns: cold,
      listCallRuns,
      coldPhases: medianPhases(phases),
      coldLongestTaskMs: Math.max(...coldLongestTasks),
      coldLongestTaskRuns: coldLongestTasks,
      signIns,
      mainHeapMb: median(mainHeaps),
      workerHeapMb: median(workerHeaps),
      workerJs: gzipKb(DIST, workerScriptsIn(DIST)),
      keystrokeMedianMs: median(keystrokes),
      keystrokeMaxMs: Math.max(...keystrokes),
      keystrokesMeasured: keystrokes.length,
      pageChangeMedianMs: median(pageChanges),
      pageChangeMaxMs: Math.max(...pageChanges),
      chipAppliedMedianMs: median(chipsApplied),
      chipRemovedMedianMs: median(chipsRemoved),
      chipMaxMs: Math.max(...chipsApplied, ...chipsRemoved),
      chipsMeasured: chipsApplied.length + chipsRemoved.length,
      exportMedianMs: median(exports),
      exportLongestTaskMs: Math.max(...exportLongestTasks),
      selectAll,
      bulk,
      writes,
    };
  } finally {
    await running.close();
    rmSync(work, { recursive: true, force: true });
  }
};

mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
const browser = await launchBrowser();
const results = [];
try {
  for (const users of sizes) {
    const result = await benchSize(browser, users);
    results.push(result);
    const r = (n: number) => Math.round(n);
    console.log(
      `users=${users}: cold load to first rows ${r(result.coldLoadMs)} ms (runs ${result.coldLoadRuns.map(r).join(', ')}); ` +
        `[scripts loaded ${r(result.coldPhases.scriptsEnd)}, list asked ${r(result.coldPhases.listStart)}, list received ${r(result.coldPhases.listEnd)}; ` +
        `list call per run ${result.listCallRuns.map(r).join(', ')} ms, the first one working the list out, the others sent as kept]; ` +
        `keystroke to rows median ${r(result.keystrokeMedianMs)} ms, max ${r(result.keystrokeMaxMs)} ms (${result.keystrokesMeasured} keystrokes that changed the list); ` +
        `page change median ${r(result.pageChangeMedianMs)} ms, max ${r(result.pageChangeMaxMs)} ms; ` +
        `filter chip change to rows median ${r(result.chipAppliedMedianMs)} ms applied, ${r(result.chipRemovedMedianMs)} ms removed, max ${r(result.chipMaxMs)} ms (${result.chipsMeasured} changes); ` +
        `longest main-thread task before the first rows ${result.coldLongestTaskMs === 0 ? 'none of 50 ms or more' : `${r(result.coldLongestTaskMs)} ms`} ` +
        `(runs ${result.coldLongestTaskRuns.map((ms) => (ms === 0 ? 'under 50' : r(ms))).join(', ')}); ` +
        `${describeSignIn(result.signIns)}; ` +
        `heap after GC: main thread ${result.mainHeapMb} MB, list worker ${result.workerHeapMb} MB; export of every row ${r(result.exportMedianMs)} ms, ` +
        `longest main-thread task meanwhile ${result.exportLongestTaskMs === 0 ? 'none of 50 ms or more (the Long Tasks API reports from 50 ms)' : `${r(result.exportLongestTaskMs)} ms`}; initial JS: sign-in ${result.signInJs.kb} KB gzip (${result.signInJs.files} files), ` +
        `console /admin ${result.consoleJs.kb} KB gzip (${result.consoleJs.files} files), list worker ${result.workerJs.kb} KB gzip (${result.workerJs.files} files); ${describeSelectAll(result.selectAll)}; ${describeBulk(result.bulk)}; ${describeWrites(result.writes)}`,
    );
  }
} finally {
  await browser.close();
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/latest.json'), JSON.stringify(results, null, 2));
