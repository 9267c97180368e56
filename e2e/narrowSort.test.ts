// Sorting a list on a phone (360 px), where there are no column headers to click: the "Sort by"
// select and the order buttons above the two-line items set the list's sort, which the address
// carries as the table's headers do, so a reload and Back keep it.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { byText } from './adminKit';
import { axeViolations } from './axe';
import { signIn, useE2E } from './harness';
import { NARROW, inViewWidth, pageWidths } from './narrowKit';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'narrowSort' });

/** Each item's lines: its primary text, then "<label>: <value>". */
const itemLines = (page: Page) =>
  page
    .getByRole('list', { name: 'Users' })
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => (item as HTMLElement).innerText.split('\n').filter((line) => line.trim())));
const emails = async (page: Page) => (await itemLines(page)).map((lines) => lines[0]);
const firstNames = async (page: Page) => (await itemLines(page)).map((lines) => lines[1].replace(/^First Name: /, ''));
const ordered = (values: string[], order: 'ASC' | 'DESC') =>
  values.every((v, i) => i === 0 || (order === 'ASC' ? byText(values[i - 1], v) <= 0 : byText(values[i - 1], v) >= 0));
const sortInAddress = (page: Page) => {
  const query = new URL(page.url()).searchParams;
  return `${query.get('sort')} ${query.get('order')}`;
};

/** Presses Tab from the top of the page until the control with `label` has focus; whether it did. */
const tabReaches = async (page: Page, label: string, limit = 40) => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const el = document.activeElement as HTMLSelectElement | null;
      return el?.labels?.[0]?.textContent?.replace('*', '').trim() || el?.getAttribute('aria-label') || '';
    });
    if (name === label) return true;
  }
  return false;
};

describe('a list at 360 px', () => {
  test(
    'sorts by a column and order from the Sort by control; the address keeps the sort over a reload and Back',
    async () => {
      const page = await e2e.newPage();
      await signIn(page, 'admin@example.com');
      await page.setViewportSize(NARROW);
      await page.goto('/admin');
      const sortBy = page.getByRole('combobox', { name: 'Sort by' });
      const ascending = page.getByRole('button', { name: 'Ascending', exact: true });
      const descending = page.getByRole('button', { name: 'Descending', exact: true });
      await page.getByRole('list', { name: 'Users' }).getByRole('listitem').first().waitFor();

      // Named, in view, reached by Tab, and the page still does not scroll sideways.
      for (const control of [sortBy, ascending, descending]) expect(await inViewWidth(control)).toBe(true);
      const widths = await pageWidths(page);
      expect(widths.content).toBeLessThanOrEqual(widths.window);
      for (const label of ['Sort by', 'Ascending', 'Descending'])
        expect({ label, reached: await tabReaches(page, label) }).toEqual({ label, reached: true });
      // The select offers the list's columns by their header labels, the list's sort chosen.
      expect(await sortBy.locator('option').allTextContents()).toEqual(['Email', 'First Name', 'Last Name', 'Status']);
      expect(await sortBy.inputValue()).toBe('email');
      expect(await ascending.getAttribute('aria-pressed')).toBe('true');
      const byEmail = await emails(page);

      await sortBy.selectOption({ label: 'First Name' });
      await expect.poll(() => sortInAddress(page)).toBe('first_name ASC');
      await expect.poll(async () => ordered(await firstNames(page), 'ASC')).toBe(true);
      expect(await emails(page)).not.toEqual(byEmail);

      await descending.click();
      await expect.poll(() => sortInAddress(page)).toBe('first_name DESC');
      await expect.poll(async () => ordered(await firstNames(page), 'DESC')).toBe(true);
      expect(await descending.getAttribute('aria-pressed')).toBe('true');
      const shown = await emails(page);
      expect(shown).not.toEqual(byEmail);
      expect(await axeViolations(page)).toEqual([]);

      await page.reload();
      await expect.poll(() => emails(page)).toEqual(shown);
      expect(await sortBy.inputValue()).toBe('first_name');
      expect(await descending.getAttribute('aria-pressed')).toBe('true');

      // Away to another screen and Back: the same sort and rows.
      await page.goto('/admin/apiclients');
      await page.getByRole('heading', { level: 1, name: 'API Clients' }).waitFor();
      await page.goBack();
      await expect.poll(() => emails(page)).toEqual(shown);
      expect(sortInAddress(page)).toBe('first_name DESC');
    },
    testTime(120_000),
  );
});
