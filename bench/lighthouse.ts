// npm run bench:lighthouse [-- --runs 3] [--sizes 10000,100000] [--dist dist] [--demo false]: Lighthouse
// (desktop preset, performance category) on the sign-in page and on every list screen the
// signed-in admin may open, against the demo platform and its fixtures; then on the Users screen
// (/admin) against generated data sets of each size (fixtures/generate.ts). Prints each screen's
// performance score, total blocking time, largest contentful paint and cumulative layout shift
// (median of the runs, and every run); asserts nothing (machines are noisy).
//
// The console keeps its session in the tab's sessionStorage, so Lighthouse drives one tab of our
// own (puppeteer-core, the library Lighthouse itself drives Chromium with) that signed in first,
// and is told not to clear storage.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { screens } from '../resources';
import { allows, SYS_ADMIN } from '../language/roles';
import { isPage, routeOf } from '../language/types';
import { createPlatform } from '../server/platform';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { median } from './measure';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
const SIZES = arg('sizes', '10000,100000').split(',').filter(Boolean).map(Number);
const DIST = resolve(ROOT, arg('dist', 'dist'));
// Every list the admin may open, from the screen configs.
const SCREENS = screens.filter((s) => !isPage(s) && allows(s.roles, SYS_ADMIN)).map(routeOf);

interface Result {
  path: string;
  users?: number;
  scores: number[];
  blocking: number[];
  lcp: number[];
  shifts: number[];
}

/** Lighthouse on `paths` of one demo platform serving a generated set of `users` (the demo's own fixtures when absent). */
const measure = async (paths: readonly string[], users?: number): Promise<Result[]> => {
  const work = mkdtempSync(join(tmpdir(), 'slink-lighthouse-'));
  if (users)
    execFileSync('npx', ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', String(users), '--out', join(work, 'fixtures.json')]);
  const platform = await createPlatform({
    dataDir: join(work, 'data'),
    staticDir: DIST,
    demoMode: true,
    logger: false,
    ...(users ? { fixtures: join(work, 'fixtures.json') } : {}),
  });
  const running = await platform.listen(0, '127.0.0.1');
  const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
  const results: Result[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${running.url}/sharedlogin`);
    await page.locator('input[name="username"]').fill('admin@example.com');
    await page.locator('input[name="password"]').fill('Demo#2026');
    await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
    await page.waitForFunction(() => sessionStorage.getItem('atk') !== null && location.pathname !== '/login');
    for (const path of paths) {
      const result: Result = { path, users, scores: [], blocking: [], lcp: [], shifts: [] };
      for (let run = 0; run < RUNS; run++) {
        const answer = await lighthouse(
          `${running.url}${path}`,
          { disableStorageReset: true, onlyCategories: ['performance'], logLevel: 'error' },
          desktopConfig,
          page,
        );
        const lhr = answer!.lhr;
        // A lost session would measure the sign-in page under the screen's name.
        if (new URL(lhr.finalDisplayedUrl).pathname !== path) throw new Error(`${path} showed ${lhr.finalDisplayedUrl}`);
        result.scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
        result.blocking.push(Math.round(Number(lhr.audits['total-blocking-time']?.numericValue ?? NaN)));
        result.lcp.push(Math.round(Number(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)));
        result.shifts.push(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN));
      }
      results.push(result);
      const cls = (n: number) => n.toFixed(3);
      const runs = (values: number[], show: (n: number) => string = String) =>
        `${show(median(values))} (runs ${values.map(show).join(', ')})`;
      console.log(
        `${path}${users ? ` at ${users} users` : ''}: performance ${runs(result.scores)}; total blocking time ${runs(result.blocking)} ms; ` +
          `largest contentful paint ${runs(result.lcp)} ms; cumulative layout shift ${runs(result.shifts, cls)}`,
      );
    }
  } finally {
    await browser.close();
    await running.close();
    rmSync(work, { recursive: true, force: true });
  }
  return results;
};

// --demo false: only the generated data sets.
const results = arg('demo', 'true') === 'false' ? [] : await measure(['/sharedlogin', ...SCREENS]);
for (const users of SIZES) results.push(...(await measure(['/admin'], users)));
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/lighthouse.json'), JSON.stringify(results, null, 2));
