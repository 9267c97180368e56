// The accessibility walk's steps (e2e/accessibility.test.ts): opening a screen as a person does,
// finding a role's screens through its menus, and checking a screen and the dialogs its add button
// and first row open: axe-core, Tab into the rows and the arrow keys to each row action, Enter to
// open, the keyboard to close, focus back on the action.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Role } from '../language/roles';
import { isPage, type ResourceConfig } from '../language/types';
import { dataRows } from './adminKit';
import { addLabelOf } from './narrowKit';
import { screens } from '../resources/index';
import { axeViolations, loaded } from './axe';
import { focusReaches, mainHeading, sideMenu, topNavigation } from './harness';
import { testTime } from '../shared/testTime';

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
export const openScreen = async (page: Page, path: string) => {
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
export const screenPaths = async (page: Page): Promise<string[]> => {
  const paths: string[] = [];
  for (const top of await hrefsOf(topNavigation(page).getByRole('link'))) {
    await openScreen(page, top);
    for (const path of [top, ...(await hrefsOf(sideMenu(page).locator('[href]')))]) if (!paths.includes(path)) paths.push(path);
  }
  return paths;
};

/**
 * What the keyboard reaches of the row: Tab from the top of the page into the rows (one stop, the
 * first row's first control), then the arrow keys along the row, the names of its controls in
 * order; and whether the next Tab leaves the rows.
 */
const keyboardInto = async (page: Page, row: Locator): Promise<{ reached: string[]; oneStop: boolean }> => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  // One round trip per press: the focused element's place in the row and its name, else null.
  const focusedInRow = () =>
    row.evaluate((r) => {
      const el = document.activeElement;
      if (!el || !r.contains(el)) return null;
      const place = [...r.querySelectorAll('*')].indexOf(el);
      return { place, name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim() };
    });
  let at = null;
  for (let i = 0; i < 200 && !at; i++) {
    await page.keyboard.press('Tab');
    at = await focusedInRow();
  }
  const reached: string[] = [];
  let place = -2;
  while (at && at.place > place) {
    if (at.place >= 0) reached.push(at.name);
    place = at.place;
    await page.keyboard.press('ArrowRight');
    at = await focusedInRow();
  }
  if (!reached.length) return { reached, oneStop: false };
  await page.keyboard.press('Tab');
  const oneStop = await row.evaluate((r) => !r.parentElement?.contains(document.activeElement));
  return { reached, oneStop };
};

export interface Findings {
  /** axe-core's violations by place (a screen, or a screen's dialog) */
  violations: Record<string, string[]>;
  /** keyboard and focus problems */
  keyboard: string[];
}

const focusIsBack = async (page: Page, opener: Locator, place: string, found: Findings) => {
  if (await focusReaches(opener)) return;
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
      .poll(answered, { timeout: testTime(10_000) })
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

/** The screen config of a list at `path`, if the path is a list's. */
const listAt = (path: string) =>
  screens.find((screen): screen is ResourceConfig => !isPage(screen) && [screen.route].flat().includes(path));

/** How many of `paths` are lists with an add button for `role`. */
export const addButtons = (paths: readonly string[], role: Role): number =>
  paths.filter((path) => {
    const config = listAt(path);
    return !!config && !!addLabelOf(config, role);
  }).length;

export const checkScreen = async (page: Page, path: string, found: Findings, role: Role) => {
  await openScreen(page, path);
  found.violations[path] = await axeViolations(page);

  // The list's add button, by its text, where the role may add (its config says so).
  const config = listAt(path);
  const addText = config && addLabelOf(config, role);
  if (addText) {
    const add = page.getByRole('button', { name: addText, exact: true });
    if (await add.count()) await checkAction(page, add.first(), `${path} [${addText}]`, found, 'escape');
    else found.keyboard.push(`${path}: no add button "${addText}"`);
  }

  const row = dataRows(page).first();
  if (!(await row.count())) return;
  const actions = row.getByRole('button');
  const names = await Promise.all((await actions.all()).map(nameOf));
  // A row without actions (a read-only table) has nothing for the keyboard to reach.
  const { reached, oneStop } = names.length ? await keyboardInto(page, row) : { reached: [], oneStop: true };
  const unreached = names.filter((n) => !reached.includes(n));
  if (unreached.length) found.keyboard.push(`${path}: Tab and the arrow keys never reach the row's ${unreached.join(', ')}`);
  if (!oneStop) found.keyboard.push(`${path}: the rows are more than one Tab stop`);
  for (const [i, name] of names.entries()) await checkAction(page, actions.nth(i), `${path} row: ${name}`, found, 'button');
};
