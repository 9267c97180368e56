// Accessibility in Chromium, for every role: axe-core finds no violation of any impact on the
// public pages, on every screen the role's menus lead to, and in every dialog those screens open
// (the add button's and each action of the first row). Every row action is reached with Tab from
// the top of the page and opens with Enter; its dialog closes by keyboard (its own Cancel or
// Done button, else Escape; the add button's dialog with Escape) and focus comes back to it.
// The screens are found as a person finds them, through the top navigation and side menus, so a
// new screen is checked without editing this file.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { DEMO_ACCOUNTS } from '../server/demoAccounts';
import { dataRows } from './adminKit';
import { axeViolations, loaded } from './axe';
import { mainHeading, sideMenu, signIn, topNavigation, useE2E } from './harness';

const e2e = useE2E({ file: 'accessibility' });

const PUBLIC_PAGES = ['/sharedlogin', '/login', '/forgotpassword', '/changepassword'];

/** What a screen reader calls an element: its label, else its text. */
const nameOf = (element: Locator) =>
  element.evaluate((el) => (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() || el.tagName.toLowerCase());

const hrefsOf = (links: Locator) => links.evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '').filter(Boolean));

/**
 * Opens the screen at `path` as a person does once signed in: through its item in the side menu,
 * else its area's link in the top navigation (the walk visits each area's screens after the
 * area's link), else by the address bar. The last screen stays drawn until the next one's code is
 * in (src/shell/ScreenLink.tsx); the menu marks the link it followed once the next screen is drawn.
 */
const openScreen = async (page: Page, path: string) => {
  if (new URL(page.url()).pathname !== path) {
    const item = `a[href="${path}"]`;
    const menu = (await sideMenu(page).locator(item).count())
      ? sideMenu(page)
      : (await topNavigation(page).locator(`${item}:not([aria-current])`).count())
        ? topNavigation(page)
        : undefined;
    if (menu) {
      await menu.locator(item).first().click();
      await menu.locator(`${item}[aria-current="page"]`).first().waitFor();
    } else await page.goto(path);
  }
  await mainHeading(page).waitFor();
  await loaded(page);
};

/** The paths the role's top navigation and side menus lead to, in menu order. */
const screenPaths = async (page: Page): Promise<string[]> => {
  const paths: string[] = [];
  for (const top of await hrefsOf(topNavigation(page).getByRole('link'))) {
    await openScreen(page, top);
    for (const path of [top, ...(await hrefsOf(sideMenu(page).locator('[href]')))]) if (!paths.includes(path)) paths.push(path);
  }
  return paths;
};

/** The names of the row's controls that Tab reaches, walking from the top of the page. */
const tabbedInto = async (page: Page, row: Locator): Promise<string[]> => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached: string[] = [];
  for (let i = 0; i < 200; i++) {
    await page.keyboard.press('Tab');
    // One round trip per press: the focused element's name when it is in the row, else null.
    const name = await row.evaluate((r) => {
      const el = document.activeElement;
      return el && r.contains(el) ? (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() : null;
    });
    if (name !== null) reached.push(name);
    else if (reached.length) break;
  }
  return reached;
};

interface Findings {
  /** axe-core's violations by place (a screen, or a screen's dialog) */
  violations: Record<string, string[]>;
  /** keyboard and focus problems */
  keyboard: string[];
}

const focusIsBack = async (page: Page, opener: Locator, place: string, found: Findings) => {
  const back = await expect
    .poll(() => opener.evaluate((el) => el === document.activeElement))
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
  if (back) return;
  const at = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
  });
  found.keyboard.push(`${place}: focus went to ${at}, not back to the action`);
};

/**
 * Activates `opener` by keyboard (focus, Enter). An action with a form or a question opens a
 * dialog: axe-core checks it, the keyboard closes it (Escape, or the dialog's own Cancel or Done
 * button when `closeWith` is 'button' and it has one) and focus must be back on `opener`. An action that
 * acts at once (clone) shows its message: axe-core checks the page with it, and focus stays.
 */
const checkAction = async (page: Page, opener: Locator, place: string, found: Findings, closeWith: 'escape' | 'button') => {
  const dialog = page.getByRole('dialog');
  const notices = () => page.getByRole('alert').allTextContents();
  // A message still showing from an earlier action is not this action's answer.
  const before = JSON.stringify(await notices());
  await opener.focus();
  await page.keyboard.press('Enter');
  const answered = async () => (await dialog.count()) > 0 || JSON.stringify(await notices()) !== before;
  if (
    !(await expect
      .poll(answered, { timeout: 10_000 })
      .toBe(true)
      .then(
        () => true,
        () => false,
      ))
  ) {
    found.keyboard.push(`${place}: Enter opened no dialog and showed no message`);
    return;
  }
  if (!(await dialog.count())) {
    found.violations[place] = await axeViolations(page);
    await focusIsBack(page, opener, place, found);
    return;
  }
  await loaded(dialog.first());
  found.violations[place] = await axeViolations(page);
  const closer = dialog.first().getByRole('button', { name: /^(Cancel|Done)$/ });
  if (closeWith === 'button' && (await closer.count())) {
    await closer.first().focus();
    await page.keyboard.press('Enter');
  } else await page.keyboard.press('Escape');
  await expect.poll(() => dialog.count(), { message: `${place}: the keyboard closes the dialog` }).toBe(0);
  await focusIsBack(page, opener, place, found);
};

const checkScreen = async (page: Page, path: string, found: Findings) => {
  await openScreen(page, path);
  found.violations[path] = await axeViolations(page);

  // The list's add button (the one with the add icon), where the role may add.
  const add = page.getByRole('button').filter({ has: page.locator('[data-testid="AddIcon"]') });
  if (await add.count()) await checkAction(page, add.first(), `${path} [${await nameOf(add.first())}]`, found, 'escape');

  const row = dataRows(page).first();
  if (!(await row.count())) return;
  const actions = row.getByRole('button');
  const names = await Promise.all((await actions.all()).map(nameOf));
  // A row without actions (a read-only table) has nothing for Tab to reach.
  const reached = names.length ? await tabbedInto(page, row) : [];
  const unreached = names.filter((n) => !reached.includes(n));
  if (unreached.length) found.keyboard.push(`${path}: Tab never reaches the row's ${unreached.join(', ')}`);
  for (const [i, name] of names.entries()) await checkAction(page, actions.nth(i), `${path} row: ${name}`, found, 'button');
};

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
    await bar.waitFor();
    expect({ selection: await axeViolations(page) }).toEqual({ selection: [] });
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

  test.each(DEMO_ACCOUNTS)(
    '$role: every screen and dialog has no axe-core violation; row actions work by keyboard and focus returns to them',
    async ({ email }) => {
      const page = await e2e.newPage();
      await signIn(page, email);
      const paths = await screenPaths(page);
      expect(paths.length).toBeGreaterThan(0);
      const found: Findings = { violations: {}, keyboard: [] };
      for (const path of paths) await checkScreen(page, path, found);
      const places = Object.keys(found.violations);
      // Each role's screens open dialogs: the walk did reach them.
      expect(places.some((p) => p.includes('row: '))).toBe(true);
      expect(found.keyboard).toEqual([]);
      expect(found.violations).toEqual(Object.fromEntries(places.map((p) => [p, []])));
    },
    600_000,
  );
});
