// npm run bench:lighthouse [-- --runs 3]: Lighthouse (desktop preset, performance category) on
// the sign-in page and on every list screen the signed-in admin may open, against the demo platform and
// its fixtures. Prints each screen's performance score and cumulative layout shift (median of the
// runs, and every run); asserts nothing (machines are noisy).
//
// The console keeps its session in the tab's sessionStorage, so Lighthouse drives one tab of our
// own (puppeteer-core, the library Lighthouse itself drives Chromium with) that signed in first,
// and is told not to clear storage.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { screens } from '../resources';
import { allows, SYS_ADMIN } from '../language/roles';
import { createPlatform } from '../server/platform';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/chromium';
import { median } from './measure';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const RUNS = Number(arg('runs', '3'));
// Every list the admin may open, from the screen configs.
const SCREENS = screens.filter((s) => s.kind !== 'page' && allows(s.roles, SYS_ADMIN)).map((s) => s.route);

const work = mkdtempSync(join(tmpdir(), 'slink-lighthouse-'));
const platform = await createPlatform({ dataDir: join(work, 'data'), staticDir: join(ROOT, 'dist'), demoMode: true, logger: false });
const running = await platform.listen(0, '127.0.0.1');
const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
const results: { path: string; scores: number[]; shifts: number[] }[] = [];
try {
  const page = await browser.newPage();
  await page.goto(`${running.url}/sharedlogin`);
  await page.locator('input[name="username"]').fill('admin@example.com');
  await page.locator('input[name="password"]').fill('Demo#2026');
  await Promise.all([page.waitForNavigation(), page.locator('button[type="submit"]').click()]);
  await page.waitForFunction(() => sessionStorage.getItem('atk') !== null && location.pathname !== '/login');
  for (const path of ['/sharedlogin', ...SCREENS]) {
    const scores: number[] = [];
    const shifts: number[] = [];
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
      scores.push(Math.round((lhr.categories.performance?.score ?? 0) * 100));
      shifts.push(Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? NaN));
    }
    results.push({ path, scores, shifts });
    const cls = (n: number) => n.toFixed(3);
    console.log(
      `${path}: performance ${median(scores)} (runs ${scores.join(', ')}); cumulative layout shift ${cls(median(shifts))} (runs ${shifts.map(cls).join(', ')})`,
    );
  }
} finally {
  await browser.close();
  await running.close();
  rmSync(work, { recursive: true, force: true });
}
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, 'bench/results/lighthouse.json'), JSON.stringify(results, null, 2));
