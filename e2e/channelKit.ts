// What the Digital Channels end-to-end files share: finding texts, rows and alerts, signing in
// and opening a screen, and adding an account in an assign dialog.
import type { Locator, Page } from 'playwright-core';
import { filterInAddress, signInAt, type E2E } from './harness';

/** `baseURL`: the platform the pages open (the file's own without it). */
export const channelKit = (e2e: E2E, baseURL?: () => string) => {
  const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
  const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
  const rowOf = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
  const filter = async (page: Page, text: string) => {
    await page.getByPlaceholder('Type to Narrow Table').fill(text);
    await filterInAddress(page, text);
  };

  const openAs = async (email: string, path: string) => {
    const page = await e2e.newPage(baseURL?.());
    await signInAt(page, email, path);
    return page;
  };
  /** Signed in as slink-sys-admin at `path`, once the list shows its `header` column. */
  const admin = async (path: string, header: string) => {
    const page = await openAs('admin@example.com', path);
    await page.getByRole('columnheader', { name: header }).first().waitFor();
    return page;
  };

  /** Picks the account whose tag text contains `name` in an assign dialog and adds it. */
  const addAccount = async (page: Page, dialog: Locator, name: string) => {
    const picker = dialog.getByRole('combobox', { name: 'Account' });
    await picker.fill(name);
    await page
      .getByRole('listbox')
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    await dialog.getByRole('button', { name: 'Add Account' }).click();
  };

  return { seen, alertSays, rowOf, filter, openAs, admin, addAccount };
};
