// What the engagement dashboard end-to-end files share: the engagement manager, finding texts,
// rows and alerts, opening the list as that manager and picking an Autocomplete option.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { pathOf, signIn, type E2E } from './harness';

export const MANAGER = 'engagement@example.com';

export const dashboardKit = (e2e: E2E) => {
  const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
  const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
  const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
  const filterList = (page: Page, text: string) => page.getByRole('textbox', { name: 'Filter' }).fill(text);

  /** Signed in as slink-engmnt-manager, on the dashboard list they land on. */
  const openList = async () => {
    const page = await e2e.newPage();
    await signIn(page, MANAGER);
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
    await page.getByRole('columnheader', { name: 'Name' }).waitFor();
    return page;
  };

  /** Picks an option of an Autocomplete by typing part of it, as a person does. */
  const pick = async (page: Page, combobox: Locator, typed: string, option: string) => {
    await combobox.fill(typed);
    await page.getByRole('option', { name: option, exact: true }).click();
  };

  return { seen, alertSays, rowOf, filterList, openList, pick };
};
