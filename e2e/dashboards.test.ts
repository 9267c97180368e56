// Engagement dashboards in Chromium as
// slink-engmnt-manager: landing on /dashboard, the list, the editor with its messages word for
// word, the report with both sections, the Today / All Time switch, Refresh and the CSV; clone,
// delete; and slink-sys-admin denied. Expected figures come from the deterministic fixtures.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pathOf, sideMenu, sideMenuItems, signIn, useE2E } from './harness';

const e2e = useE2E({ file: 'dashboards' });
const MANAGER = 'engagement@example.com';

const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const filterList = (page: Page, text: string) => page.getByRole('textbox', { name: 'Filter' }).fill(text);

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

describe('engagement dashboards', () => {
  it('lands on /dashboard with the list, its menu, columns, actions, filter and newest first', async () => {
    const page = await openList();
    await page.getByRole('heading', { level: 1, name: 'Engagement Dashboards' }).waitFor();
    expect(await sideMenuItems(page)).toEqual(['Dashboards', 'Logout']);
    expect(await sideMenu(page).getByRole('separator').count()).toBe(1);
    for (const header of ['Name', 'Description', 'Accounts', 'Created Date'])
      await page.getByRole('columnheader', { name: header }).first().waitFor();
    await page.getByRole('button', { name: 'New Dashboard' }).waitFor();
    const names = await page.getByRole('row').locator('td:first-child').allTextContents();
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

  it('shows the report with both sections, the import-type choice and the Today / All Time switch; reload keeps it', async () => {
    const page = await openList();
    await rowOf(page, 'Riverside Outreach Overview').getByRole('button', { name: 'Riverside Outreach Overview' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard/1/show');
    const report = page.getByRole('dialog', { name: 'Engagement Dashboard' });
    await report.getByRole('heading', { name: 'Riverside Outreach Overview' }).waitFor();
    await seen(report, 'Accounts: 10001, 10002');
    for (const button of ['Cancel', 'Download CSV', 'Refresh']) await report.getByRole('button', { name: button }).waitFor();
    const imports = report.getByRole('region', { name: 'Imports Today' });
    const importTable = imports.getByRole('table', { name: 'Imports Today' });
    await seen(importTable, 'conditional_sweep_10001_01.csv');
    expect((await importTable.getByRole('columnheader').allTextContents()).map((t) => t.trim())).toEqual([
      'Account',
      'File Name',
      'Import Type',
      'Accepted',
      'Imported',
      'Swept',
      'Rejected',
      'Rejected %',
      'Duration (hh:mm)',
      'Status',
    ]);
    await seen(importTable, 'Not Supported Type: (import_hl7_feed)');
    // 23 rejected of 791 received, 4713 s.
    await seen(rowOf(page, 'conditional_sweep_10001_01.csv'), '2.91');
    await seen(rowOf(page, 'conditional_sweep_10001_01.csv'), '01:18');
    const tiles = imports.getByRole('listitem');
    expect(await tiles.count()).toBe(7);
    const [firstTile, seventhTile] = [await tiles.nth(0).boundingBox(), await tiles.nth(6).boundingBox()];
    expect(seventhTile!.y).toBeGreaterThan(firstTile!.y); // more than 6 tiles wrap
    await imports.getByRole('listitem', { name: 'Files: 3' }).waitFor();
    await imports.getByRole('combobox', { name: 'Import Type' }).click();
    expect(await page.getByRole('listbox').getByRole('option').allTextContents()).toEqual([
      'all',
      'import_recipient',
      'import_group',
      'import_healthlink',
      'import_healthcast_direct',
      'import_comm_link_program',
      'import_campaign',
      'import_website',
      'import_data_donotcall',
      'import_audio_library',
      'import_form_data',
      'import_recipient_sweep',
      'import_conditional_sweep',
    ]);
    await page.getByRole('option', { name: 'import_group', exact: true }).click();
    await expect.poll(() => importTable.locator('tbody tr').count()).toBe(1);
    await imports.getByRole('listitem', { name: 'Files: 1' }).waitFor();
    const calls = report.getByRole('region', { name: 'Call Programs' });
    const callTable = calls.getByRole('table', { name: 'Call Programs' });
    await seen(callTable, 'Flu Shot Reminder');
    expect((await callTable.getByRole('columnheader').allTextContents()).map((t) => t.trim())).toEqual([
      'Status',
      'Account',
      'Program',
      'Call ID',
      'Throttle Setting',
      'Outbound',
      'Inbound',
      'Remaining',
      'Total Recipients',
      'Swept',
      'Transfers',
      'Transfers %',
      'Att 1',
      'Att 2',
      'Att 3',
    ]);
    expect(await callTable.getByRole('img', { name: 'Status In-Progress' }).first().getAttribute('data-colour')).toBe('#2e7d32');
    expect(await callTable.getByRole('img', { name: 'Status Paused' }).first().getAttribute('data-colour')).toBe('#f9a825');
    expect(await calls.getByRole('listitem').count()).toBe(8);
    await calls.getByRole('listitem', { name: 'Outbound: 1,998' }).waitFor();
    await e2e.screenshot(page, 'report-today', { fullPage: true });
    const allTime = page.waitForResponse((r) => r.url().endsWith('/dashboard-service/dashboards/1/metrics/alltime') && r.ok());
    await calls.getByRole('radio', { name: 'All Time' }).check();
    await allTime;
    await calls.getByRole('listitem', { name: 'Outbound: 65,800' }).waitFor();
    const refreshed = page.waitForResponse((r) => r.url().includes('/dashboard-service/dashboards/1/metrics/') && r.ok());
    // Watched in the page, from the click to the spinner going: a busy test machine can delay
    // this driver longer than the spinner shows.
    await page.evaluate(() => {
      const spinner = () => document.querySelector('[role="dialog"] [role="progressbar"][aria-label="Refreshing"]');
      const button = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent?.trim() === 'Refresh')!;
      (window as unknown as { __spinner: Promise<{ shown: boolean; gone: boolean; ms: number }> }).__spinner = new Promise((done) => {
        button.addEventListener(
          'click',
          (event) => {
            let shown = false;
            const observer = new MutationObserver(() => {
              if (spinner()) shown = true;
              else if (shown) {
                observer.disconnect();
                done({ shown, gone: true, ms: performance.now() - event.timeStamp });
              }
            });
            observer.observe(document.body, { childList: true, subtree: true });
            // Never shown, or never gone: fail on the expectations below, not on the test's timeout.
            setTimeout(() => done({ shown, gone: false, ms: NaN }), 15_000);
          },
          { once: true, capture: true },
        );
      });
    });
    await report.getByRole('button', { name: 'Refresh' }).click();
    await refreshed;
    const spinner = await page.evaluate(
      () => (window as unknown as { __spinner: Promise<{ shown: boolean; gone: boolean; ms: number }> }).__spinner,
    );
    expect(spinner).toMatchObject({ shown: true, gone: true });
    expect(spinner.ms).toBeGreaterThanOrEqual(450);
    expect(await report.getByRole('button', { name: 'Refresh' }).isEnabled()).toBe(true);
    await page.reload();
    await page
      .getByRole('dialog', { name: 'Engagement Dashboard' })
      .getByRole('heading', { name: 'Riverside Outreach Overview' })
      .waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => pathOf(page)).toBe('/dashboard');
  });

  it('downloads the CSV: Dashboard-<timestamp>.csv with comments, both blocks per section and % on rates', async () => {
    const page = await e2e.newPage();
    await signIn(page, MANAGER);
    await page.goto('/dashboard/2/show');
    const report = page.getByRole('dialog', { name: 'Engagement Dashboard' });
    await seen(report, 'data_donotcall_10101_01.csv');
    const [download] = await Promise.all([page.waitForEvent('download'), report.getByRole('button', { name: 'Download CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^Dashboard-\d{14}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\n');
    expect(lines.slice(0, 2)).toEqual(['# Engagement Dashboard: Mercy Valley Flu Season', '# Accounts: 10101, 10102, 10109']);
    expect(lines[4]).toBe('# Call Programs: Today');
    for (const heading of [
      '# Imports Today - Summary',
      '# Imports Today - Detail',
      '# Call Programs (Today) - Summary',
      '# Call Programs (Today) - Detail',
    ]) {
      expect(lines).toContain(heading);
    }
    expect(lines).toContain(
      'Mercy Valley Hospital,data_donotcall_10101_01.csv,import_data_donotcall,3990,3981,11,23,0.57%,00:41,Processing',
    );
    expect(lines).toContain('Files,Received,Accepted,Imported,Swept,Rejected,Rejected %');
    expect(lines.some((l) => l.startsWith('In-Progress,Mercy Valley Hospital,') && l.endsWith('%'))).toBe(true);
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

  it('says when a dashboard cannot be loaded', async () => {
    const page = await e2e.newPage();
    await signIn(page, MANAGER);
    await page.goto('/dashboard/999/show');
    await alertSays(page.getByRole('dialog'), 'An error occurred loading the dashboard');
  });

  it('denies /dashboard to slink-sys-admin', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByRole('button', { name: 'New Dashboard' }).count()).toBe(0);
  });
});
