// Every list's Columns and Views menus in Chromium, on the Users screen: columns hidden and
// reordered and the export following them; a saved view applied after a reload; the default view
// applied when the list is opened from the menu; a stored value the console cannot read dropped
// with a notice, the list working on.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { byText, column, columnHeaders, dataRows, filterBox, openAdmin, users, usersScreen } from './adminKit';
import { useE2E } from './harness';

const e2e = useE2E({ file: 'listViews' });
const staff = users.filter((u) => u.user_type !== 'API');

/** Opens a menu once it has loaded (until then a disabled stand-in of the same name shows). */
const openMenu = async (page: Page, button: 'Columns' | 'Views', title: string): Promise<Locator> => {
  const opener = page.getByRole('button', { name: button, exact: true });
  await expect.poll(() => opener.isEnabled()).toBe(true);
  await opener.click();
  const menu = page.getByRole('dialog', { name: title });
  await menu.waitFor();
  return menu;
};

const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

/** Clicks Export and reads the file's lines. */
const exported = async (page: Page) => {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  return (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\n');
};

/** The key the signed-in login's setting of a screen is kept under (its login id from the session's token). */
const settingKey = (page: Page, kind: 'columns' | 'views', screen: string) =>
  page.evaluate(
    ([kind, screen]) => {
      const payload = sessionStorage.getItem('atk')!.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/');
      return `slink.${kind}.${(JSON.parse(atob(payload)) as { sub: number }).sub}.${screen}`;
    },
    [kind, screen],
  );

describe('list columns and saved views', () => {
  test('columns hidden and reordered show so after a reload, and the export has them in that order', async () => {
    const page = await usersScreen(e2e);
    expect(await columnHeaders(page)).toEqual(['Email', 'First Name', 'Last Name', 'Status', 'Actions']);
    const menu = await openMenu(page, 'Columns', 'Columns shown');
    await menu.getByRole('button', { name: 'Move Status up' }).click();
    await menu.getByRole('checkbox', { name: 'First Name' }).click();
    await closeMenu(page);
    expect(await columnHeaders(page)).toEqual(['Email', 'Status', 'Last Name', 'Actions']);

    await page.reload();
    await dataRows(page).first().waitFor();
    expect(await columnHeaders(page)).toEqual(['Email', 'Status', 'Last Name', 'Actions']);
    const lines = await exported(page);
    expect(lines[0]).toBe('Email,Status,Last Name');
    expect(lines.slice(1).every((l) => /^[^,]+,(Enabled|Disabled),/.test(l))).toBe(true);
  });

  test('a saved view applies after a reload, and the default view opens with the list from the menu', async () => {
    const page = await usersScreen(e2e);
    const header = page.getByRole('columnheader', { name: 'First Name' });
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await filterBox(page).fill('example.org');
    const wanted = staff
      .filter((u) => u.email.includes('example.org'))
      .sort((a, b) => byText(b.first_name, a.first_name) || byText(a.email, b.email))
      .map((u) => u.first_name);
    await expect.poll(() => column(page, 1)).toEqual(wanted.slice(0, 50));

    let menu = await openMenu(page, 'Views', 'Saved views');
    await menu.getByRole('textbox', { name: 'View name' }).fill('x'.repeat(41));
    await menu.getByRole('button', { name: 'Save view' }).click();
    await menu.getByText('A view name needs 1 to 40 characters').waitFor();
    await menu.getByRole('textbox', { name: 'View name' }).fill('Org staff');
    await menu.getByRole('button', { name: 'Save view' }).click();
    await menu.getByRole('status').getByText('View "Org staff" saved').waitFor();
    await closeMenu(page);

    await page.reload();
    await filterBox(page).fill('');
    await expect.poll(() => dataRows(page).count()).toBe(Math.min(50, staff.length));
    menu = await openMenu(page, 'Views', 'Saved views');
    await menu.getByRole('button', { name: 'Show view Org staff' }).click();
    await expect.poll(() => filterBox(page).inputValue()).toBe('example.org');
    await expect.poll(() => column(page, 1)).toEqual(wanted.slice(0, 50));
    expect(await page.getByRole('columnheader', { name: 'First Name' }).getAttribute('aria-sort')).toBe('descending');
    const search = new URL(page.url()).search;
    expect(search).toContain('sort=first_name');
    expect(search).toContain('order=DESC');

    menu = await openMenu(page, 'Views', 'Saved views');
    await menu.getByRole('button', { name: 'Open the list with Org staff' }).click();
    await expect.poll(() => menu.getByRole('button', { name: 'Open the list with Org staff' }).getAttribute('aria-pressed')).toBe('true');
    await closeMenu(page);
    await filterBox(page).fill('');
    await openAdmin(page, 'API Clients', '/admin/apiclients', 'API Clients');
    await openAdmin(page, 'Users', '/admin', 'Users');
    await expect.poll(() => filterBox(page).inputValue()).toBe('example.org');
    await expect.poll(() => column(page, 1)).toEqual(wanted.slice(0, 50));
    expect(new URL(page.url()).search).toBe(search);
  });

  test('a deleted view goes at once and comes back with Undo; without Undo it is gone after a reload', async () => {
    const page = await usersScreen(e2e);
    const key = await settingKey(page, 'views', 'users');
    const menu = await openMenu(page, 'Views', 'Saved views');
    for (const name of ['Kept', 'Mine']) {
      await menu.getByRole('textbox', { name: 'View name' }).fill(name);
      await menu.getByRole('button', { name: 'Save view' }).click();
      await menu.getByRole('status').getByText(`View "${name}" saved`).waitFor();
    }
    await menu.getByRole('button', { name: 'Open the list with Mine' }).click();
    const kept = await page.evaluate((key) => localStorage.getItem(key), key);

    await menu.getByRole('button', { name: 'Delete view Mine' }).click();
    await menu.getByRole('button', { name: 'Show view Mine' }).waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBe(kept);
    const notice = page.locator('.MuiSnackbar-root').filter({ hasText: 'View "Mine" deleted' });
    await notice.getByRole('button', { name: 'Undo', includeHidden: true }).click();
    await menu.getByRole('button', { name: 'Show view Mine' }).waitFor();
    expect(await menu.getByRole('button', { name: 'Open the list with Mine' }).getAttribute('aria-pressed')).toBe('true');
    await notice.waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBe(kept);

    await menu.getByRole('button', { name: 'Delete view Mine' }).click();
    await closeMenu(page);
    await page.locator('.MuiSnackbar-root').filter({ hasText: 'View "Mine" deleted' }).waitFor({ state: 'detached' });
    await page.reload();
    await dataRows(page).first().waitFor();
    const after = await openMenu(page, 'Views', 'Saved views');
    await after.getByRole('button', { name: 'Show view Kept' }).waitFor();
    expect(await after.getByRole('button', { name: 'Show view Mine' }).count()).toBe(0);
  });

  test('a stored value the console cannot read is dropped with a notice, and the list still works', async () => {
    const page = await usersScreen(e2e);
    const key = await settingKey(page, 'views', 'users');
    await page.evaluate((key) => localStorage.setItem(key, '{"not": "views"'), key);
    await page.reload();
    await page.getByRole('alert').getByText('Your saved views for this list could not be read and were removed.').waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), key)).toBeNull();
    await expect.poll(() => dataRows(page).count()).toBe(Math.min(50, staff.length));
    await filterBox(page).fill('example.org');
    await expect
      .poll(() => column(page, 0))
      .toEqual(
        staff
          .map((u) => u.email)
          .filter((e) => e.includes('example.org'))
          .sort(byText)
          .slice(0, 50),
      );
    const menu = await openMenu(page, 'Views', 'Saved views');
    await menu.getByText('No saved views yet.').waitFor();
  });
});
