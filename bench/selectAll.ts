// "Select all N matching" on the Users screen with no filter, then Disable up to its
// confirmation: every user selected, read and planned (those already disabled and the signed-in
// admin named as not sent). From the click on "Select all" to the confirmation drawn, and the
// page's responsiveness meanwhile (the longest long task, the longest wait of a 20 ms timer).
// The confirmation is then cancelled: nothing is sent. Part of `npm run bench`.
import type { Browser } from 'playwright-core';
import { storeSession, type TabSession } from './measure';
import { PROBE, STOP_PROBE } from './responsiveness';

export interface SelectAllFigures {
  users: number;
  /** ms from the click on "Select all N matching" to the count shown */
  selectedMs: number;
  /** ms from the click on Disable to its confirmation shown with its plan */
  confirmationMs: number;
  longestTaskMs: number;
  longestInputWaitMs: number;
}

export const measureSelectAll = async (browser: Browser, url: string, session: TabSession, users: number): Promise<SelectAllFigures> => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    await storeSession(context, session);
    const page = await context.newPage();
    await page.goto(`${url}/admin`);
    await page.getByRole('checkbox', { name: 'Select every row on this page' }).check({ timeout: 60_000 });
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    const selectAll = bar.getByRole('button', { name: `Select all ${users} matching` });
    await selectAll.waitFor();
    // A string, not a function: tsx names inner functions with a helper the page does not have.
    await page.evaluate(PROBE);
    let started = Date.now();
    await selectAll.click();
    await bar.getByText(`${users} selected`).waitFor({ timeout: 120_000 });
    const selectedMs = Date.now() - started;
    started = Date.now();
    await bar.getByRole('button', { name: 'Disable', exact: true }).click();
    const question = page.getByRole('dialog', { name: `Disable ${users} selected rows?` });
    // The plan is drawn when the rows it leaves out are named.
    await question.getByText(/rows? will not be sent:/).waitFor({ timeout: 120_000 });
    const confirmationMs = Date.now() - started;
    const probe = await page.evaluate<{ longestTask: number; longestWait: number }>(STOP_PROBE);
    await question.getByRole('button', { name: 'Cancel' }).click();
    return { users, selectedMs, confirmationMs, longestTaskMs: probe.longestTask, longestInputWaitMs: probe.longestWait };
  } finally {
    await context.close();
  }
};

export const describeSelectAll = (s: SelectAllFigures) =>
  `select all ${s.users} matching: ${Math.round(s.selectedMs)} ms to the count, then Disable's confirmation with its plan ` +
  `${Math.round(s.confirmationMs)} ms (cancelled), longest main-thread task meanwhile ` +
  `${s.longestTaskMs === 0 ? 'none of 50 ms or more' : `${Math.round(s.longestTaskMs)} ms`}, longest wait of a 20 ms timer ${Math.round(s.longestInputWaitMs)} ms`;
