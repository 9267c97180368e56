// npx tsx bench/dashboardReport.ts [--size 200x50] [--runs 3] [--dist dist]: the engagement
// dashboard report at size (a dashboard of 200 accounts with 50 call programs each: 10,000 call
// program rows and their chart, the imports of 200 accounts and theirs), in headless Chromium
// against the demo platform, as the engagement manager. Prints figures; asserts nothing (machines
// are noisy).
//   open → drawn: from the metrics answer fully received (Resource Timing) to both tables showing
//     their first page and both charts their bars (then the next frame), and the longest
//     main-thread task meanwhile
//   All Time: the same from the All Time answer to the call-program table and chart showing it
//   the answer's size, and how long parsing it alone takes in the page (one task, whatever draws it)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/chromium';
import { largeDashboardName, parseLargeDashboard } from '../fixtures/generateDashboard';
import { createPlatform } from '../server/platform';
import type { Data } from '../server/types';
import { REPORT_PAGE_SIZE } from '../src/panels/dashboard/reportPages';
import { LONG_TASK_PROBE, median, storeSession, type TabSession } from './measure';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const DIST = resolve(ROOT, arg('dist', 'dist'));
const SIZE = parseLargeDashboard(arg('size', '200x50'));
const RUNS = Number(arg('runs', '3'));
const MANAGER = 'engagement@example.com';

interface Figures {
  /** ms from the answer received to the report drawn */
  ms: number;
  /** the longest main-thread task meanwhile; 0 when none reached 50 ms */
  longestTaskMs: number;
}

/** The metrics answer's size, and ms to JSON.parse it in the page. A string: see `drawn`. */
const parseAnswer = (id: number) => `(async () => {
  const response = await fetch('/dashboard-service/dashboards/${id}/metrics/today', {
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + sessionStorage.getItem('atk') },
  });
  const text = await response.text();
  const start = performance.now();
  JSON.parse(text);
  return { bytes: text.length, ms: performance.now() - start };
})()`;

/**
 * Resolves, in the page, with when the report shows `programs` call-program rows (and, when
 * `importRows` is given, as many import rows: a table's first page) and both charts have bars,
 * then the next frame: ms since navigation. `changedFrom`: the call-program table's text must
 * differ from it. A string: tsx names inner functions with a helper the page does not have.
 */
const drawn = (programs: number, importRows: number | null, changedFrom: string | null) => `new Promise((done) => {
  const programs = ${JSON.stringify(programs)}, importRows = ${JSON.stringify(importRows)}, changedFrom = ${JSON.stringify(changedFrom)};
  const check = () => {
    const tables = document.querySelectorAll('[role="dialog"] table');
    const calls = tables[1] && tables[1].querySelector('tbody');
    if (!calls || calls.children.length !== programs) return false;
    const imports = tables[0] && tables[0].querySelector('tbody');
    if (importRows !== null && (!imports || imports.children.length !== importRows)) return false;
    if (changedFrom !== null && calls.textContent === changedFrom) return false;
    const figures = document.querySelectorAll('[role="dialog"] figure');
    return figures.length === 2 && [...figures].every((f) => f.querySelector('.MuiBarChart-element'));
  };
  const finish = () => requestAnimationFrame(() => done(performance.now()));
  if (check()) return finish();
  const observer = new MutationObserver(() => {
    if (!check()) return;
    observer.disconnect();
    finish();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})`;

/**
 * When the last answer whose address ends with `path` was fully received, ms since navigation:
 * the report's call is made in the list worker, whose clock starts when the worker does, so its
 * times are moved onto the page's (as the page's own calls, should one be made there).
 */
const answerEnd = async (page: Page, path: string) => {
  const ends = (end: string) => ({
    origin: performance.timeOrigin,
    ends: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((e) => new URL(e.name).pathname.endsWith(end))
      .map((e) => e.responseEnd),
  });
  const pageOrigin = await page.evaluate(() => performance.timeOrigin);
  const seen = [await page.evaluate(ends, path), ...(await Promise.all(page.workers().map((w) => w.evaluate(ends, path))))];
  return Math.max(...seen.flatMap(({ origin, ends: times }) => times.map((t) => t + origin - pageOrigin)));
};

const longestTaskBetween = (page: Page, from: number, to: number) =>
  page.evaluate(
    ([start, end]) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter((t) => t.start + t.duration > start && t.start < end)
          .map((t) => t.duration),
      ),
    [from, to] as const,
  );

const signInSession = async (browser: Browser, url: string): Promise<TabSession> => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${url}/sharedlogin`);
  await page.getByLabel('Email').fill(MANAGER);
  await page.getByLabel('Password').fill('Demo#2026');
  await page.getByRole('button', { name: 'Sign In' }).click();
  // The list adds its sort and page to the address.
  await page.waitForURL((address) => address.pathname === '/dashboard');
  const session = await page.evaluate(() => ({ atk: sessionStorage.getItem('atk')!, result: sessionStorage.getItem('LOGIN_RESULT') }));
  await context.close();
  return session;
};

const measureRun = async (browser: Browser, url: string, session: TabSession, id: number, imports: number) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await storeSession(context, session);
    await context.addInitScript(LONG_TASK_PROBE);
    const page = await context.newPage();
    await page.goto(`${url}/dashboard/${id}/show`);
    const programs = Math.min(SIZE.accounts * SIZE.programs, REPORT_PAGE_SIZE);
    const drawnAt = (await page.evaluate(drawn(programs, Math.min(imports, REPORT_PAGE_SIZE), null))) as number;
    const received = await answerEnd(page, `/dashboards/${id}/metrics/today`);
    const open: Figures = { ms: drawnAt - received, longestTaskMs: await longestTaskBetween(page, received, drawnAt) };

    const before = await page.evaluate(() => document.querySelectorAll('[role="dialog"] table')[1].querySelector('tbody')!.textContent);
    const armed = page.evaluate(drawn(programs, null, before)) as Promise<number>;
    await page.getByRole('radio', { name: 'All Time' }).check();
    const allTimeDrawn = await armed;
    const allTimeReceived = await answerEnd(page, `/dashboards/${id}/metrics/alltime`);
    const allTime: Figures = {
      ms: allTimeDrawn - allTimeReceived,
      longestTaskMs: await longestTaskBetween(page, allTimeReceived, allTimeDrawn),
    };
    const parse = (await page.evaluate(parseAnswer(id))) as { bytes: number; ms: number };
    return { open, allTime, parse };
  } finally {
    await context.close();
  }
};

const describe = (name: string, runs: Figures[]) => {
  const r = Math.round;
  const longest = Math.max(...runs.map((f) => f.longestTaskMs));
  return (
    `${name}: answer received → report drawn median ${r(median(runs.map((f) => f.ms)))} ms (runs ${runs.map((f) => r(f.ms)).join(', ')}); ` +
    `longest main-thread task meanwhile ${longest === 0 ? 'none of 50 ms or more' : `${r(longest)} ms`} ` +
    `(runs ${runs.map((f) => (f.longestTaskMs === 0 ? 'under 50' : r(f.longestTaskMs))).join(', ')})`
  );
};

const work = mkdtempSync(join(tmpdir(), 'slink-bench-report-'));
const fixtures = join(work, 'fixtures.json');
execFileSync(
  'npx',
  ['tsx', join(ROOT, 'fixtures/generate.ts'), '--users', '1000', '--dashboard', `${SIZE.accounts}x${SIZE.programs}`, '--out', fixtures],
  {
    stdio: 'ignore',
  },
);
const data = JSON.parse(readFileSync(fixtures, 'utf8')) as Data;
const dashboard = data.dashboards.find((d) => d.engagement_dashboard_name === largeDashboardName(SIZE))!;
const platform = await createPlatform({ dataDir: join(work, 'data'), staticDir: DIST, fixtures, logger: false });
const running = await platform.listen(0, '127.0.0.1');
const browser = await launchBrowser();
try {
  // Import rows as the platform makes them: account id mod 4 files per account.
  const imports = dashboard.filters.reduce((n, f) => n + (f.account_id % 4), 0);
  const session = await signInSession(browser, running.url);
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await measureRun(browser, running.url, session, dashboard.engagement_dashboard_id, imports));
  console.log(
    `dashboard report, ${SIZE.accounts} accounts x ${SIZE.programs} programs (${SIZE.accounts * SIZE.programs} call-program rows, ${imports} import rows):`,
  );
  const open = runs.map((r) => r.open);
  const allTime = runs.map((r) => r.allTime);
  console.log(`  ${describe('open', open)}`);
  console.log(`  ${describe('All Time', allTime)}`);
  const mb = (runs[0].parse.bytes / 1e6).toFixed(1);
  console.log(`  the answer: ${mb} MB; JSON.parse of it alone in the page ${runs.map((r) => Math.round(r.parse.ms)).join(', ')} ms`);
} finally {
  await browser.close();
  await running.close();
  rmSync(work, { recursive: true, force: true });
}
