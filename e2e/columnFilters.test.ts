// Every list's column filters in Chromium: on the Users screen a status filter with the text
// filter, reloaded from the address, followed by the export and removed by its chip, and an
// email's words, reloaded and exported, beside the search's own chip; on the
// Account Groups screen a date range from the menu, and a hand-edited address the list ignores; on
// the Vendors screen a type, whose options a call answers.
import { readFile } from 'node:fs/promises';
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { accountGroups, byText, column, dataRows, filterBox, fixture, users, usersScreen } from './adminKit';
import { focusReaches, mainHeading, signIn, useE2E } from './harness';

const e2e = useE2E({ file: 'columnFilters' });
const staff = users.filter((u) => u.user_type !== 'API');

/** Opens the Filters menu once it has loaded (until then a disabled stand-in of the same name shows). */
const openFilters = async (page: Page): Promise<Locator> => {
  const opener = page.getByRole('button', { name: 'Filters', exact: true });
  await expect.poll(() => opener.isEnabled()).toBe(true);
  await opener.click();
  const menu = page.getByRole('dialog', { name: 'Filter by column' });
  await menu.waitFor();
  return menu;
};

const closeMenu = async (page: Page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

const chips = (page: Page) => page.getByRole('list', { name: 'Column filters' }).getByRole('listitem');
const filterOf = (page: Page) => JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}') as Record<string, unknown>;

describe('column filters', () => {
  test('a column filter plus the text filter, reloaded from the address, show the same rows; Export follows them; the chip removes its filter', async () => {
    const page = await usersScreen(e2e);
    const reads = (u: (typeof staff)[number]) => [u.email, u.first_name, u.last_name].join(' ').toLowerCase().includes('an');
    const withText = staff
      .filter(reads)
      .map((u) => u.email)
      .sort(byText);
    const disabled = staff
      .filter((u) => reads(u) && !u.enabled)
      .map((u) => u.email)
      .sort(byText);
    expect(disabled.length).toBeGreaterThan(0);
    expect(disabled.length).toBeLessThan(withText.length);

    await filterBox(page).fill('an');
    await expect.poll(() => column(page, 0)).toEqual(withText);
    const menu = await openFilters(page);
    await menu.getByRole('group', { name: 'Status' }).getByRole('checkbox', { name: 'Disabled' }).check();
    // The open menu hides the page from assistive technology (and the rows from getByRole).
    await closeMenu(page);
    await expect.poll(() => column(page, 0)).toEqual(disabled);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Status: Disabled']);
    expect(filterOf(page)).toEqual({ q: 'an', enabled: { in: ['false'] } });

    await page.reload();
    await dataRows(page).first().waitFor();
    await expect.poll(() => column(page, 0)).toEqual(disabled);
    expect(await filterBox(page).inputValue()).toBe('an');
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Status: Disabled']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\n');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(disabled);
    expect(lines.slice(1).every((l) => l.endsWith(',Disabled'))).toBe(true);

    await page.getByRole('button', { name: 'Remove filter Status: Disabled' }).click();
    await expect.poll(() => column(page, 0)).toEqual(withText);
    expect(filterOf(page)).toEqual({ q: 'an' });
    await chips(page).first().waitFor({ state: 'detached' });
    expect(await focusReaches(page.getByRole('button', { name: 'Filters', exact: true }))).toBe(true);
  });

  test('a date range from the menu counts whole days; a filter in the address that makes no sense is ignored', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    const created = fixture<{ id: number; created_date_time: string }[]>('accountGroups');
    const names = (from: string, to: string) =>
      accountGroups
        .filter((g) => {
          const at = new Date(created.find((c) => c.id === g.id)!.created_date_time);
          return at >= new Date(`${from}T00:00`) && at < new Date(new Date(`${to}T00:00`).getTime() + 86_400_000);
        })
        .map((g) => g.account_group_name);
    const wanted = names('2024-04-20', '2024-05-29');
    expect(wanted.length).toBeGreaterThan(1);
    expect(wanted.length).toBeLessThan(accountGroups.length);

    const bad = { created_date_time: { from: 'yesterday' }, id: { min: 'x' } };
    await page.goto(`/admin/accountgroups?filter=${encodeURIComponent(JSON.stringify(bad))}`);
    await mainHeading(page).waitFor();
    await expect.poll(() => column(page, 1)).toEqual(accountGroups.map((g) => g.account_group_name));
    expect(await page.getByRole('list', { name: 'Column filters' }).count()).toBe(0);

    // (the bare address goes to the list's last state, react-admin's store: the filter above, ignored)
    await page.goto('/admin/accountgroups');
    await dataRows(page).first().waitFor();
    const menu = await openFilters(page);
    const range = menu.getByRole('group', { name: 'Created Date Time' });
    await range.getByLabel('From').fill('2024-04-20');
    await range.getByLabel('To').fill('2024-05-29');
    await closeMenu(page);
    await expect.poll(() => column(page, 1)).toEqual(wanted);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Created Date Time: 2024-04-20 to 2024-05-29']);
  });

  test("a vendor's type, whose options a call answers, filters by the stored code", async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    const vendors = fixture<{ VendorName: string; VendorTypeCode: string }[]>('vendorAccounts');
    await page.goto('/digichannel/vendors');
    await dataRows(page).first().waitFor();
    const menu = await openFilters(page);
    const type = menu.getByRole('group', { name: 'Type' });
    await type.getByRole('checkbox', { name: 'Web Program' }).check();
    await type.getByRole('checkbox', { name: 'EMAIL' }).check();
    await closeMenu(page);
    const wanted = vendors
      .filter((v) => ['WEB', 'EMAIL'].includes(v.VendorTypeCode))
      .map((v) => v.VendorName)
      .sort(byText);
    await expect.poll(() => column(page, 0)).toEqual(wanted);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Type: Web Program, EMAIL']);
  });

  test('a text column filter (Email contains), reloaded from the address and followed by the export; the search shows as a chip that clears it', async () => {
    const page = await usersScreen(e2e);
    const wanted = staff
      .filter((u) => u.email.toLowerCase().includes('example.org'))
      .map((u) => u.email)
      .sort(byText);
    expect(wanted.length).toBeGreaterThan(0);
    expect(wanted.length).toBeLessThan(staff.length);

    const menu = await openFilters(page);
    const email = menu.getByRole('group', { name: 'Email' });
    expect(await email.getByLabel('Match', { exact: true }).inputValue()).toBe('contains');
    await email.getByLabel('Text', { exact: true }).fill('example.org');
    await closeMenu(page);
    await expect.poll(() => column(page, 0)).toEqual(wanted);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Email contains: example.org']);
    await expect.poll(() => filterOf(page)).toEqual({ email: { contains: 'example.org' } });

    await page.reload();
    await dataRows(page).first().waitFor();
    await expect.poll(() => column(page, 0)).toEqual(wanted);
    await expect.poll(() => chips(page).allTextContents()).toEqual(['Email contains: example.org']);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\n');
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(wanted);

    const both = staff
      .filter((u) => wanted.includes(u.email) && [u.email, u.first_name, u.last_name].join(' ').toLowerCase().includes('an'))
      .map((u) => u.email)
      .sort(byText);
    expect(both.length).toBeGreaterThan(0);
    expect(both.length).toBeLessThan(wanted.length);
    await filterBox(page).fill('an');
    await expect.poll(() => column(page, 0)).toEqual(both);
    await page.getByText('Search: an', { exact: true }).waitFor();
    // the search's chip is not one of the column filters'
    expect(await chips(page).allTextContents()).toEqual(['Email contains: example.org']);
    await page.getByRole('button', { name: 'Remove filter Search: an' }).click();
    await expect.poll(() => filterBox(page).inputValue()).toBe('');
    await expect.poll(() => column(page, 0)).toEqual(wanted);
    await expect.poll(() => filterOf(page)).toEqual({ email: { contains: 'example.org' } });
    await page.getByText('Search: an', { exact: true }).waitFor({ state: 'detached' });
    expect(await focusReaches(filterBox(page))).toBe(true);
  });
});
