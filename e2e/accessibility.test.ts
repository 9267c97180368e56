// Accessibility in Chromium, for every role: axe-core finds no violation of any impact on the
// public pages, on every screen the role's menus lead to, and in every dialog those screens open
// (the add button's and each action of the first row). The rows are one Tab stop; every row
// action is reached from there with the arrow keys and opens with Enter; its dialog closes by
// keyboard (its own Cancel or Done button, else Escape; the add button's dialog with Escape) and
// focus comes back to it.
// The screens are found as a person finds them, through the top navigation and side menus, so a
// new screen is checked without editing this file.
import { describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../server/demoAccounts';
import { addButtons, checkScreen, openScreen, screenPaths, type Findings } from './accessibilityWalk';
import { dataRows } from './adminKit';
import { axeViolations, loaded } from './axe';
import { mainHeading, signIn, signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'accessibility' });

const PUBLIC_PAGES = ['/sharedlogin', '/login', '/forgotpassword', '/changepassword'];

describe('accessibility', () => {
  test('the public pages have no axe-core violation', async () => {
    const page = await e2e.newPage();
    const violations: Record<string, string[]> = {};
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      // /login sends a visitor without a session on to /sharedlogin: axe must read the page it
      // settles on, not the one it leaves (on a busy machine the heading of the first can show).
      await page.waitForLoadState('networkidle');
      await mainHeading(page).waitFor();
      violations[path] = await axeViolations(page);
    }
    expect(violations).toEqual(Object.fromEntries(PUBLIC_PAGES.map((p) => [p, []])));
  });

  test('the questions a form asks over itself (removing a table row, leaving unsaved changes) have no axe-core violation', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'apilinks@example.com');
    await openScreen(page, '/admin/apilinks');
    await page.getByRole('button', { name: 'Add new API Link' }).click();
    const form = page.getByRole('dialog', { name: 'API Link Configuration details' });
    await loaded(form);
    const auth = form.getByRole('region', { name: 'Authentication details' });
    await auth.getByRole('button', { name: 'Add authentication field' }).click();
    await auth.getByRole('button', { name: 'Remove authentication row New_Field_01' }).click();
    const removeQuestion = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to remove the authentication row New_Field_01 ?' });
    await removeQuestion.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await removeQuestion.getByRole('button', { name: 'No' }).click();
    await removeQuestion.waitFor({ state: 'detached' });

    await form.getByLabel('API Link name').fill('Not saved');
    await page.keyboard.press('Escape');
    const leaveQuestion = page.getByRole('dialog').filter({ hasText: "You've made unsaved changes." });
    await leaveQuestion.waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await leaveQuestion.getByRole('button', { name: 'Yes' }).click();
    await form.waitFor({ state: 'detached' });
  });

  test("a list's Filters, Columns and Views menus and the filters' chips have no axe-core violation; Tab reaches every control in the menus, Escape returns to the button", async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    const unreached: string[] = [];
    // Short Codes has number and date filters; Users a status filter, set so its chip shows.
    for (const [path, button, title] of [
      ['/digichannel', 'Filters', 'Filter by column'],
      ['/admin', 'Filters', 'Filter by column'],
      ['/admin', 'Columns', 'Columns shown'],
      ['/admin', 'Views', 'Saved views'],
    ] as const) {
      if (new URL(page.url()).pathname !== path) await openScreen(page, path);
      const opener = page.getByRole('button', { name: button, exact: true });
      await expect.poll(() => opener.isEnabled()).toBe(true);
      await opener.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: title });
      await menu.waitFor();
      if (button === 'Views') {
        // A saved view, so that its row's buttons are checked too.
        await menu.getByRole('textbox', { name: 'View name' }).focus();
        await page.keyboard.type('Mine');
        await page.keyboard.press('Enter');
        await menu.getByRole('button', { name: 'Show view Mine' }).waitFor();
      }
      if (button === 'Filters' && path === '/admin') {
        // A filter set, so that Clear all is enabled, and its chip shows once the menu is closed.
        await menu.getByRole('checkbox', { name: 'Enabled' }).check();
        await expect.poll(() => menu.getByRole('button', { name: 'Clear all column filters' }).isEnabled()).toBe(true);
      }
      await loaded(menu);
      expect({ [title]: await axeViolations(page) }).toEqual({ [title]: [] });
      // Focus stays in the menu: Tab goes round every control the menu has enabled.
      const count = await menu.evaluate((m) => {
        const controls = [...m.querySelectorAll('button:not([disabled]), input:not([disabled])')];
        controls.forEach((c, i) => c.setAttribute('data-control', String(i)));
        return controls.length;
      });
      const reached = new Set<string>();
      // A date box takes a Tab for each of its parts (month, day, year).
      for (let i = 0; i < count * 3 + 2; i++) {
        await page.keyboard.press('Tab');
        const at = await page.evaluate(() => document.activeElement?.getAttribute('data-control'));
        if (at) reached.add(at);
      }
      for (let i = 0; i < count; i++) if (!reached.has(String(i))) unreached.push(`${path} ${title}: control ${i}`);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'detached' });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      if (button === 'Filters' && path === '/admin') {
        const remove = page.getByRole('list', { name: 'Column filters' }).getByRole('button', { name: 'Remove filter Status: Enabled' });
        await remove.waitFor();
        expect({ chips: await axeViolations(page) }).toEqual({ chips: [] });
        // The chip's button is just before the Filters button, after the text box.
        await page.keyboard.press('Shift+Tab');
        await expect.poll(() => remove.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('Enter');
        await remove.waitFor({ state: 'detached' });
        await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
      }
    }
    expect(unreached).toEqual([]);
  });

  test('a list with rows selected, its bulk toolbar and a bulk question have no axe-core violation; Space selects the focused row', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await openScreen(page, '/admin');
    const row = dataRows(page).nth(1);
    await row.click({ position: { x: 400, y: 5 } });
    await page.keyboard.press('Space');
    await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
    const bar = page.getByRole('toolbar', { name: 'Bulk actions' });
    // The toolbar with its buttons (its frame shows the count before its code is in).
    await bar.getByRole('button', { name: 'Disable', exact: true }).waitFor();
    expect({ selection: await axeViolations(page) }).toEqual({ selection: [] });
    // `b` from the row goes to the bulk actions; the arrow keys move between rows.
    await page.keyboard.press('b');
    await expect.poll(() => bar.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await row.focus();
    await page.keyboard.press('ArrowDown');
    await expect
      .poll(() =>
        dataRows(page)
          .nth(2)
          .evaluate((el) => el === document.activeElement),
      )
      .toBe(true);
    const disable = bar.getByRole('button', { name: 'Disable', exact: true });
    await disable.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('dialog', { name: /^Disable 1 selected row\?$/ });
    await question.waitFor();
    await loaded(question);
    expect({ question: await axeViolations(page) }).toEqual({ question: [] });
    await page.keyboard.press('Escape');
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => disable.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  test('the dashboard report with its charts, a bar focused and "Refresh every minute" on, has no axe-core violation', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'engagement@example.com', '/dashboard/1/show');
    const report = page.getByRole('dialog', { name: 'Engagement Dashboard' });
    const charts = report.getByRole('figure');
    await expect.poll(() => charts.count()).toBe(2);
    for (const chart of await charts.all()) await chart.locator('svg .MuiBarChart-element').first().waitFor({ state: 'attached' });
    await loaded(report);
    expect({ report: await axeViolations(page) }).toEqual({ report: [] });
    await report.getByRole('switch', { name: 'Refresh every minute' }).check();
    await report.getByText(/^Next refresh in/).waitFor();
    await report.getByRole('combobox', { name: 'Import Type' }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => charts.first().locator('[data-focused-value]').textContent()).not.toBe('');
    expect({ focused: await axeViolations(page) }).toEqual({ focused: [] });
  });

  test.each(DEMO_ACCOUNTS)(
    '$role: every screen and dialog has no axe-core violation; row actions work by keyboard and focus returns to them',
    async ({ email, role }) => {
      const page = await e2e.newPage();
      await signIn(page, email);
      const paths = await screenPaths(page);
      expect(paths.length).toBeGreaterThan(0);
      const found: Findings = { violations: {}, keyboard: [] };
      for (const path of paths) await checkScreen(page, path, found, role);
      const places = Object.keys(found.violations);
      // Each role's screens open dialogs: the walk did reach them, the add button's too where the role may add.
      expect(places.some((p) => p.includes('row: '))).toBe(true);
      // (every demo role may add on one of its lists at least)
      expect(addButtons(paths, role)).toBeGreaterThan(0);
      expect(places.filter((p) => / \[.+\]$/.test(p)).length).toBe(addButtons(paths, role));
      expect(found.keyboard).toEqual([]);
      expect(found.violations).toEqual(Object.fromEntries(places.map((p) => [p, []])));
    },
    600_000,
  );
});
