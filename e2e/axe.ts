// axe-core in the page under test: the console's accessibility check. The script is evaluated
// through the browser's debugging channel, which the console's Content Security Policy (no
// inline or foreign scripts) does not govern, so the page is checked as it is served.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Locator, Page } from 'playwright-core';
import { testTime } from '../shared/testTime';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/**
 * Waits until no transition or animation runs (a dialog fading in would read as low contrast),
 * endless ones aside (the pulse of a button focused from the keyboard never ends).
 */
export const settled = (page: Page): Promise<unknown> =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );

/**
 * Waits until `scope` shows no progress bar and no loading line (a list says "Loading" until its
 * first answer is in): a list or form still loading is not what people read, and its rows are not
 * there yet for Tab to reach.
 */
export const loaded = async (scope: Page | Locator): Promise<void> => {
  const busy = scope.getByRole('progressbar').or(scope.getByRole('status').filter({ hasText: /^Loading/ }));
  const limit = testTime(20_000);
  const deadline = Date.now() + limit;
  while ((await busy.count()) > 0) {
    if (Date.now() > deadline) throw new Error(`Still loading after ${limit / 1000} s`);
    await new Promise((r) => setTimeout(r, 100));
  }
};

/**
 * Every violation axe-core finds in the whole page (any impact), one line each: impact, rule,
 * what it asks, and where.
 */
export const axeViolations = async (page: Page): Promise<string[]> => {
  await settled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const result = await page.evaluate(() => window.axe!.run(document, { resultTypes: ['violations'] }));
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.impact ?? ''} ${v.id}: ${v.help} at ${n.target.join(' ')}`));
};
