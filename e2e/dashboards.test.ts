// Engagement dashboards in Chromium as slink-engmnt-manager: landing on /dashboard, the list, the
// editor with its messages word for word, clone and delete; and slink-sys-admin denied. The report
// and its CSV are in dashboardReport.test.ts. Expected rows come from the deterministic fixtures.
import { describe, expect, it } from 'vitest';
import { column } from './adminKit';
import { dashboardKit } from './dashboardKit';
import { sideMenu, sideMenuItems, signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'dashboards' });
const { seen, alertSays, rowOf, filterList, openList, pick } = dashboardKit(e2e);

describe('engagement dashboards', () => {
  it('lands on /dashboard with the list, its menu, columns, actions, filter and newest first', async () => {
    const page = await openList();
    await page.getByRole('heading', { level: 1, name: 'Engagement Dashboards' }).waitFor();
    expect(await sideMenuItems(page)).toEqual(['Dashboards', 'Logout']);
    expect(await sideMenu(page).getByRole('separator').count()).toBe(1);
    for (const header of ['Name', 'Description', 'Accounts', 'Created Date'])
      await page.getByRole('columnheader', { name: header }).first().waitFor();
    await page.getByRole('button', { name: 'New Dashboard' }).waitFor();
    const names = await column(page, 0);
    expect(names.slice(0, 4)).toEqual([
      'Harborview Daily Operations',
      'Summit Chronic Care Calls',
      'Mercy Valley Flu Season',
      'Riverside Outreach Overview',
    ]);
    const row = rowOf(page, 'Riverside Outreach Overview');
    for (const button of ['View', 'Edit', 'Clone', 'Delete']) await row.getByRole('button', { name: button, exact: true }).waitFor();
    await seen(row, '10001, 10002');
    await filterList(page, 'mercy');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await e2e.screenshot(page, 'list');
    await page.goto('/dashboard/DashboardListingPage');
    await rowOf(page, 'Mercy Valley Flu Season').waitFor();
    expect(await sideMenuItems(page)).toEqual(['Dashboards', 'Logout']);
  });

  it('creates a dashboard: messages word for word, one pending row, accounts given back, paginator', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'New Dashboard' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Engagement Dashboard' });
    const width = (await dialog.boundingBox())!.width;
    expect(width).toBeGreaterThan(1280 * 0.88);
    expect(width).toBeLessThan(1280 * 0.92);
    const save = dialog.getByRole('button', { name: 'Save' });
    await save.click();
    await alertSays(dialog, 'Dashboard name cannot be blank');
    await dialog.getByLabel('Name', { exact: false }).first().fill('E2E Clinic Board');
    await dialog.getByLabel('Description').fill('Made by the browser test');
    await save.click();
    await alertSays(dialog, 'Must select at least one account for filter.');
    await dialog.getByRole('button', { name: 'Add another account' }).click();
    await alertSays(dialog, 'Please complete the current Account filter setup first.');
    const table = dialog.getByRole('table', { name: 'Accounts and Programs' });
    const rows = table.locator('tbody tr');
    await pick(
      page,
      rows.nth(0).getByRole('combobox', { name: 'Account' }),
      'Riverside Regional',
      'Riverside Regional Medical Center (10001)',
    );
    await save.click();
    await alertSays(dialog, 'Must select at least one program for filter - Riverside Regional Medical Center');
    await rows.nth(0).getByRole('button', { name: 'Add all Riverside Regional Medical Center' }).click();
    await expect
      .poll(() =>
        rows
          .nth(0)
          .getByRole('button', { name: /Flu Shot Reminder/ })
          .count(),
      )
      .toBe(1);
    await dialog.getByRole('button', { name: 'Add another account' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    // The first row's account is not offered again; removing that row gives it back.
    const second = rows.nth(1).getByRole('combobox', { name: 'Account' });
    await second.fill('Riverside Regional');
    await seen(page.getByRole('listbox').or(page.getByText('No options')), /No options|Riverside/);
    expect(await page.getByRole('option', { name: 'Riverside Regional Medical Center (10001)' }).count()).toBe(0);
    await pick(page, second, 'Cardiology', 'Riverside Cardiology Associates (10002)');
    await rows.nth(1).getByRole('combobox', { name: 'Programs' }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Add another account' }).click();
    await pick(page, rows.nth(2).getByRole('combobox', { name: 'Account' }), 'Mercy Valley Hosp', 'Mercy Valley Hospital (10101)');
    await rows.nth(2).getByRole('button', { name: 'Remove Mercy Valley Hospital' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    await dialog.getByRole('button', { name: 'Add another account' }).click();
    await rows.nth(2).getByRole('combobox', { name: 'Account' }).fill('Mercy Valley Hosp');
    await page.getByRole('option', { name: 'Mercy Valley Hospital (10101)' }).waitFor();
    await page.keyboard.press('Escape');
    await rows.nth(2).getByRole('button', { name: 'Remove Choose an account' }).click();
    // Paginator: first, previous, page box, '/ total', next, last, Rows Per Page 5, 10, 25, 50.
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) await dialog.getByRole('button', { name }).waitFor();
    await dialog.getByRole('textbox', { name: 'Page' }).waitFor();
    await seen(dialog, '/ 1');
    await dialog.getByRole('combobox', { name: 'Rows Per Page' }).click();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual(['5', '10', '25', '50']);
    await page.keyboard.press('Escape');
    await e2e.screenshot(page, 'editor');
    await save.click();
    await seen(page, 'Successfully saved the dashboard E2E Clinic Board');
    await dialog.waitFor({ state: 'detached' });
    await seen(rowOf(page, 'E2E Clinic Board'), '10001, 10002');
  });

  it('edits a dashboard: loaded rows, paging past 5 rows, saved changes', async () => {
    const page = await openList();
    await rowOf(page, 'Harborview Daily Operations').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Engagement Dashboard' });
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Harborview Daily Operations');
    const rows = dialog.getByRole('table', { name: 'Accounts and Programs' }).locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(4);
    for (const [typed, option] of [
      ['Wound', 'Harborview Wound Clinic (10503)'],
      ['Pain', 'Harborview Pain Management (10505)'],
    ]) {
      await dialog.getByRole('button', { name: 'Add another account' }).click();
      const last = rows.last();
      await pick(page, last.getByRole('combobox', { name: 'Account' }), typed, option);
      await last.getByRole('button', { name: /^Add all / }).click();
    }
    await seen(dialog, '/ 2');
    await expect.poll(() => rows.count()).toBe(1); // page 2 shows the sixth account
    await expect
      .poll(() => rows.first().getByRole('combobox', { name: 'Account' }).inputValue())
      .toBe('Harborview Pain Management (10505)');
    await dialog.getByRole('button', { name: 'First page' }).click();
    await expect.poll(() => rows.count()).toBe(5);
    await dialog.getByRole('combobox', { name: 'Rows Per Page' }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await seen(dialog, '/ 1');
    await expect.poll(() => rows.count()).toBe(6);
    await dialog.getByRole('textbox', { name: 'Description' }).fill('Six Harborview accounts');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully saved the dashboard Harborview Daily Operations');
    await seen(rowOf(page, 'Six Harborview accounts'), '10503, 10505');
  });

  it('clones and deletes a dashboard with the required messages', async () => {
    const page = await openList();
    await rowOf(page, 'Mercy Valley Flu Season').getByRole('button', { name: 'Clone' }).click();
    await seen(page, 'Successfully cloned the Engagement Dashboard');
    const copy = rowOf(page, 'Mercy Valley Flu Season - Copy');
    await copy.waitFor();
    await copy.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Engagement Dashboard' });
    await seen(dialog, 'Are you sure you want to permanently remove the dashboard "Mercy Valley Flu Season - Copy" ?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully deleted engagement dashboard');
    await copy.waitFor({ state: 'detached' });
    await rowOf(page, 'Mercy Valley Flu Season').waitFor();
  });

  it('denies /dashboard to slink-sys-admin', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'admin@example.com', '/dashboard');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('button', { name: 'New Dashboard' }).count()).toBe(0);
  });
});
