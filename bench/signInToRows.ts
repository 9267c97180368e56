// From the Sign In click to the first rows of /admin, as a person meets it: /admin asked for
// without a session goes to the sign-in page, which returns there once signed in. The longest
// main-thread task meanwhile counts both pages, the sign-in page's after the click and the
// console's from its start: each long task is written on the console with its time on the wall
// clock, so a task of the page being left is not lost with it. Part of `npm run bench`.
import type { Browser } from 'playwright-core';
import { FIRST_ROW_PROBE, FIRST_ROW_SEEN } from './measure';

export interface SignInFigures {
  /** ms from the click to the first row drawn */
  ms: number;
  /** the longest main-thread task from the click to the first row; 0 when none reached 50 ms */
  longestTaskMs: number;
}

const LONG_TASK_LOG = () => {
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      // No constant from outside: an init script runs on its own in the page.
      console.debug(`slink-bench: long task ${entry.duration} at ${performance.timeOrigin + entry.startTime}`);
  }).observe({ type: 'longtask', buffered: true });
};

const LONG_TASK_LINE = /^slink-bench: long task ([\d.]+) at ([\d.]+)$/;

export const measureSignInToRows = async (browser: Browser, url: string): Promise<SignInFigures> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await context.addInitScript(FIRST_ROW_PROBE);
    await context.addInitScript(LONG_TASK_LOG);
    const page = await context.newPage();
    const tasks: { duration: number; at: number }[] = [];
    page.on('console', (message) => {
      const match = LONG_TASK_LINE.exec(message.text());
      if (match) tasks.push({ duration: Number(match[1]), at: Number(match[2]) });
    });
    await page.goto(`${url}/admin`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Demo#2026');
    const seen = page.waitForEvent('console', { predicate: (message) => message.text() === FIRST_ROW_SEEN, timeout: 60_000 });
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    const started = Date.now();
    await page.getByRole('button', { name: 'Sign In' }).click();
    await seen;
    const ms = Date.now() - started;
    if (!new URL(page.url()).pathname.startsWith('/admin')) throw new Error(`Signed in to ${page.url()}, not /admin`);
    const drawnAt = await page.evaluate(() => performance.timeOrigin + (window as unknown as { __firstRow: number }).__firstRow);
    const during = tasks.filter((t) => t.at >= clickedAt && t.at < drawnAt);
    return { ms, longestTaskMs: Math.max(0, ...during.map((t) => t.duration)) };
  } finally {
    await context.close();
  }
};

export const describeSignIn = (runs: SignInFigures[]) => {
  const r = Math.round;
  const longest = Math.max(...runs.map((s) => s.longestTaskMs));
  return (
    `sign-in to first rows of /admin ${runs.map((s) => r(s.ms)).join(', ')} ms, ` +
    `longest main-thread task from the click to the first rows ${longest === 0 ? 'none of 50 ms or more' : `${r(longest)} ms`} ` +
    `(runs ${runs.map((s) => (s.longestTaskMs === 0 ? 'under 50' : r(s.longestTaskMs))).join(', ')})`
  );
};
