// Bulk Disable of 1,000 users on the Users screen, in headless Chromium against the demo platform:
// one page of 1,000 rows (by email, descending: the signed-in admin is not among them) selected with the page's checkbox, then Disable, from the click that
// confirms to the summary. Meanwhile the page's responsiveness: the longest main-thread task
// (Long Tasks API, from 50 ms) and the longest wait of a timer due every 20 ms (how long an
// input would have waited). The console makes the platform's own calls, 4 at a time: a read and
// a save per user. Part of `npm run bench` (bench/run.ts), after the screen's figures.
import type { Browser } from 'playwright-core';
import { storeSession, type TabSession } from './measure';
import { PROBE, STOP_PROBE } from './responsiveness';

export interface BulkFigures {
  selected: number;
  summary: string;
  ms: number;
  longestTaskMs: number;
  longestInputWaitMs: number;
}

const COUNT = 1000;

export const measureBulkDisable = async (browser: Browser, url: string, session: TabSession): Promise<BulkFigures> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await storeSession(context, session);
    const page = await context.newPage();
    const query = new URLSearchParams({ filter: '{}', perPage: String(COUNT), page: '1', sort: 'email', order: 'DESC' });
    await page.goto(`${url}/admin?${query}`);
    await page.waitForFunction((count) => document.querySelectorAll('table tbody tr').length === count, COUNT, { timeout: 120_000 });
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await bar.getByRole('button', { name: 'Disable', exact: true }).click();
    const question = page.getByRole('dialog', { name: `Disable ${COUNT} selected rows?` });
    const confirm = question.getByRole('button', { name: 'Disable', exact: true });
    await confirm.waitFor();
    // A string, not a function: tsx names inner functions with a helper the page does not have.
    await page.evaluate(PROBE);
    const started = Date.now();
    await confirm.click();
    // Waited for with a plain selector checked every 100 ms: a role locator's polling works out
    // the accessible names of the whole page, 1,000 rows of it, in tasks of 20 ms or more that
    // the probe would count as the console's own (seen in a Chromium trace).
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('[role="dialog"] [role="status"]')].some((s) =>
          /rows? disabled\.$/.test((s.textContent ?? '').trim()),
        ),
      null,
      { timeout: 600_000, polling: 100 },
    );
    const ms = Date.now() - started;
    const probe = await page.evaluate<{ longestTask: number; longestWait: number }>(STOP_PROBE);
    const summary = page.getByRole('dialog', { name: 'Bulk Disable: summary' });
    const text = ((await summary.getByRole('status').allTextContents()).join(' ') || '').trim();
    return { selected: COUNT, summary: text, ms, longestTaskMs: probe.longestTask, longestInputWaitMs: probe.longestWait };
  } finally {
    await context.close();
  }
};

export const describeBulk = (b: BulkFigures) =>
  `bulk Disable of ${b.selected} users: ${Math.round(b.ms)} ms to the summary ("${b.summary}"), ` +
  `longest main-thread task meanwhile ${b.longestTaskMs === 0 ? 'none of 50 ms or more' : `${Math.round(b.longestTaskMs)} ms`}, ` +
  `longest wait of a 20 ms timer ${Math.round(b.longestInputWaitMs)} ms`;
