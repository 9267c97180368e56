// The filter chip figure: from a click that changes a column filter to the table showing the
// rows, on the Users screen: ticking Status "Disabled" in the Filters menu (a filter applied), and
// the chip's remove button (the filter removed). Both go through the address and the list worker.
import type { Page } from 'playwright-core';
import { armRowTimer, readRowTimer } from './measure';

const CHECKBOX = '[data-bench="status-disabled"]';
const REMOVE = 'button[aria-label="Remove filter Status: Disabled"]';

/** `times` filters applied and removed again; ms of each, null where the rows did not change. */
export const measureChipChanges = async (page: Page, times = 3) => {
  const applied: number[] = [];
  const removed: number[] = [];
  const opener = page.getByRole('button', { name: 'Filters', exact: true });
  // The menu loads once the rows are drawn and the browser is idle.
  await page.waitForFunction(() => [...document.querySelectorAll('button')].some((b) => b.textContent === 'Filters' && !b.disabled));
  for (let i = 0; i < times; i++) {
    await opener.click();
    const box = page.getByRole('dialog', { name: 'Filter by column' }).getByRole('checkbox', { name: 'Disabled' });
    // Ticked once the menu has opened (its grow transition ended), as a person does.
    await box.waitFor();
    await page.waitForFunction(() =>
      document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    );
    await box.evaluate((el) => el.setAttribute('data-bench', 'status-disabled'));
    await armRowTimer(page, 'click', CHECKBOX);
    await box.click();
    const on = await readRowTimer(page);
    if (on !== null) applied.push(on);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.waitForSelector(REMOVE);
    await armRowTimer(page, 'click', REMOVE);
    await page.click(REMOVE);
    const off = await readRowTimer(page);
    if (off !== null) removed.push(off);
    await page.waitForSelector(REMOVE, { state: 'detached' });
  }
  return { applied, removed };
};
