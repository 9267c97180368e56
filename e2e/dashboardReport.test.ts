// The engagement dashboard report in Chromium as slink-engmnt-manager: both sections, the
// import-type choice, the Today / All Time switch, Refresh, the charts, "Refresh every minute",
// the CSV and the load error. Expected figures come from the deterministic fixtures.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { dashboardKit, MANAGER } from './dashboardKit';
import { pathOf, signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'dashboardReport' });
const { seen, alertSays, rowOf, openList } = dashboardKit(e2e);

describe('engagement dashboard report', () => {
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

  it("draws a chart above each table that follows the choices and tells a focused bar's value; 'Refresh every minute' is kept per login and dashboard", async () => {
    const page = await e2e.newPage();
    await signInAt(page, MANAGER, '/dashboard/1/show');
    const report = page.getByRole('dialog', { name: 'Engagement Dashboard' });
    const imports = report.getByRole('region', { name: 'Imports Today' });
    const importChart = imports.getByRole('figure', { name: 'Imported, swept and rejected rows per account' });
    await importChart.getByRole('heading', { name: 'Imported, swept and rejected rows per account' }).waitFor();
    await expect.poll(() => importChart.locator('svg .MuiBarChart-element').count()).toBeGreaterThan(0);
    const importTable = imports.getByRole('table', { name: 'Imports Today' });
    const [chartBox, tableBox] = [await importChart.boundingBox(), await importTable.boundingBox()];
    expect(chartBox!.y + chartBox!.height).toBeLessThanOrEqual(tableBox!.y);
    // Two accounts, two bars; the account of one file rejects what its row in the table does.
    expect(await importChart.getByText(/% rejected$/).count()).toBe(2);
    await seen(rowOf(page, 'conditional_sweep_10001_01.csv'), '2.91');
    await importChart.getByText('2.91% rejected').waitFor();

    // Tab from the import-type choice into the chart, an arrow key onto a bar: its value in words.
    await imports.getByRole('combobox', { name: 'Import Type' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    const focused = importChart.locator('[data-focused-value]');
    await expect.poll(() => focused.textContent()).toMatch(/^.+, (Imported|Swept|Rejected): [\d,]+$/);
    await e2e.screenshot(page, 'report-charts', { fullPage: true });

    await imports.getByRole('combobox', { name: 'Import Type' }).click();
    await page.getByRole('option', { name: 'import_group', exact: true }).click();
    await expect.poll(() => importChart.getByText(/% rejected$/).count()).toBe(1);

    const calls = report.getByRole('region', { name: 'Call Programs' });
    const programChart = calls.getByRole('figure', { name: 'Calls done against recipients remaining per program' });
    await expect.poll(() => programChart.locator('svg .MuiBarChart-element').count()).toBeGreaterThan(0);
    expect(await programChart.getByRole('img', { name: /^Status / }).count()).toBe(
      await calls.getByRole('table').locator('tbody tr').count(),
    );
    const shares = () => programChart.getByText(/% remaining$/).allTextContents();
    const today = await shares();
    // Furthest behind first.
    expect(today.map((t) => parseInt(t, 10))).toEqual([...today.map((t) => parseInt(t, 10))].sort((a, b) => b - a));
    await calls.getByRole('radio', { name: 'All Time' }).check();
    await expect.poll(shares).not.toEqual(today);

    const toggle = report.getByRole('switch', { name: 'Refresh every minute' });
    expect(await toggle.isChecked()).toBe(false);
    await toggle.check();
    await report.getByText(/^Next refresh in \d+ s$/).waitFor();
    await page.reload();
    await page
      .getByRole('dialog', { name: 'Engagement Dashboard' })
      .getByRole('heading', { name: 'Riverside Outreach Overview' })
      .waitFor();
    await expect.poll(() => page.getByRole('switch', { name: 'Refresh every minute' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Refresh every minute' }).uncheck();
    await page.getByText(/^Next refresh in/).waitFor({ state: 'detached' });
  });

  it('downloads the CSV: Dashboard-<timestamp>.csv with comments, both blocks per section and % on rates', async () => {
    const page = await e2e.newPage();
    await signInAt(page, MANAGER, '/dashboard/2/show');
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

  it('says when a dashboard cannot be loaded', async () => {
    const page = await e2e.newPage();
    await signInAt(page, MANAGER, '/dashboard/999/show');
    await alertSays(page.getByRole('dialog'), 'An error occurred loading the dashboard');
  });
});
