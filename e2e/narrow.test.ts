// Phones and narrow windows (360 px wide), for every demo role: no screen scrolls sideways; the
// top navigation is in the drawer; every list shows each record as a two-line item with its
// actions in a menu, its Add and Export buttons in view and reached by Tab; one form per list
// (its first row action that opens one, else Add) fills the screen, does not scroll sideways and
// keeps its labelled inputs apart;
// axe-core finds no violation in the drawer, the lists, an actions menu and the forms, and the
// menu opens and closes by keyboard. On the first list offering the admin a bulk action, two
// items ticked bring up the bulk toolbar in view, whose action's question fills the screen and
// closes unsent; the list toolbar's Filters, Columns and Views panels fit the window.
// The screens are read from the configs (e2e/narrowKit.ts), so a new screen is checked with no
// edit here. One sign-in per role, at a desktop size (the sign-in helper waits for the top bar's
// navigation), then the window narrows; each screen then opens in the same page, as Back and
// Forward open one (a reload per screen took about a third of this file's time).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Role } from '../language/roles';
import { screenTexts } from '../language/screenTexts';
import { isPage, routeOf, type ResourceConfig } from '../language/types';
import { DEMO_ACCOUNTS } from '../server/demoAccounts';
import { axeViolations, loaded, settled } from './axe';
import { formLayoutProblems } from './formLayout';
import { declaredAreas, textOf } from './declaredMenus';
import { focusReaches, signIn, topNavigation, useE2E } from './harness';
import { countChanges, firstBulkList, panelsOf, sidewaysFit } from './narrowBulk';
import { NARROW, addLabelOf, openInPlace, dialogFit, firstFormAction, inViewWidth, pageWidths, reachedByTab, screensOf } from './narrowKit';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'narrow' });

/** The top navigation is folded into the drawer: hidden in the app bar, the role's areas in the drawer. */
const checkDrawer = async (page: Page, role: Role, photograph: boolean) => {
  await expect.poll(() => topNavigation(page).count()).toBe(0);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawerAreas = topNavigation(page);
  await drawerAreas.waitFor();
  const hrefs = await drawerAreas.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual(declaredAreas(role).map((a) => a.path));
  await page.getByRole('menu', { name: 'Side menu' }).getByRole('menuitem', { name: 'Logout' }).waitFor();
  await settled(page);
  expect({ drawer: await axeViolations(page) }).toEqual({ drawer: [] });
  if (photograph) await e2e.screenshot(page, 'drawer');
  await page.keyboard.press('Escape');
  await drawerAreas.waitFor({ state: 'detached' });
};

/** Opens the list's first form (a row action through its item's menu, else Add) and checks it fills the screen. */
const checkForm = async (page: Page, config: ResourceConfig, role: Role, photograph: boolean, problems: string[]) => {
  const items = page.getByRole('list', { name: textOf(screenTexts(config.name).title) }).getByRole('listitem');
  const action = firstFormAction(config, role);
  const add = addLabelOf(config, role);
  if (action && (await items.count())) {
    // By keyboard: Enter opens the item's menu, its first action has focus, Escape gives focus back.
    const menuButton = items.first().getByRole('button', { name: /^Actions for / });
    const menu = page.getByRole('menu', { name: (await menuButton.getAttribute('aria-label'))! });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await menu.waitFor();
    await settled(page);
    for (const violation of await axeViolations(page)) problems.push(`${routeOf(config)} actions menu: ${violation}`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    if (!(await focusReaches(menuButton))) problems.push(`${routeOf(config)}: Escape leaves the menu elsewhere`);
    await menuButton.click();
    await menu.getByRole('menuitem', { name: action, exact: true }).click();
  } else if (add) await page.getByRole('button', { name: add }).click();
  else return;
  const dialog = page.getByRole('dialog').first();
  await dialog.waitFor();
  await loaded(dialog);
  await settled(page);
  const fit = await dialogFit(dialog);
  const widths = await pageWidths(page);
  const place = `${routeOf(config)} form`;
  if (fit.width !== NARROW.width || fit.height !== NARROW.height) problems.push(`${place}: ${fit.width}x${fit.height}, not full screen`);
  if (fit.sideways.length) problems.push(`${place} scrolls sideways: ${fit.sideways.join(', ')}`);
  if (widths.content > widths.window) problems.push(`${place}: page ${widths.content} px wide`);
  for (const problem of await formLayoutProblems(dialog)) problems.push(`${place}: ${problem}`);
  for (const violation of await axeViolations(page)) problems.push(`${place}: ${violation}`);
  if (photograph) await e2e.screenshot(page, 'form');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
};

/** A list at phone width: two-line items, no table, Add and Export in view and reached by Tab. */
const checkList = async (page: Page, config: ResourceConfig, role: Role, photograph: boolean, problems: string[]) => {
  const place = routeOf(config);
  const list = page.getByRole('list', { name: textOf(screenTexts(config.name).title) });
  await list
    .or(page.getByText('No Records', { exact: true }))
    .first()
    .waitFor();
  if (await page.getByRole('table').count()) problems.push(`${place}: shows a table`);
  const items = list.getByRole('listitem');
  if (await items.count()) {
    const lines = (await items.first().innerText()).split('\n').filter((l) => l.trim());
    if (lines.length !== Math.min(2, config.list.columns.length)) problems.push(`${place}: an item reads ${JSON.stringify(lines)}`);
  }
  const exportButton = page.getByRole('button', { name: 'Export', exact: true });
  await expect.poll(() => exportButton.isEnabled()).toBe(true);
  const add = addLabelOf(config, role);
  const wanted = ['Export', ...(add ? [add] : [])];
  for (const name of wanted)
    if (!(await inViewWidth(page.getByRole('button', { name, exact: true })))) problems.push(`${place}: ${name} is out of view`);
  const reached = await reachedByTab(page, wanted);
  if (reached.length < wanted.length) problems.push(`${place}: Tab never reaches ${wanted.filter((n) => !reached.includes(n)).join(', ')}`);
  await loaded(page);
  for (const violation of await axeViolations(page)) problems.push(`${place}: ${violation}`);
  if (photograph) await e2e.screenshot(page, 'list');
  await checkForm(page, config, role, photograph, problems);
};

describe('at 360 px wide', () => {
  test.each(DEMO_ACCOUNTS)(
    '$role: no screen scrolls sideways, the navigation is in the drawer, lists are two-line items, forms fill the screen',
    async ({ email, role }) => {
      const page = await e2e.newPage();
      await signIn(page, email);
      await page.setViewportSize(NARROW);
      const photograph = role === 'slink-sys-admin';
      await checkDrawer(page, role, photograph);
      const problems: string[] = [];
      let lists = 0;
      for (const screen of screensOf(role)) {
        await openInPlace(page, routeOf(screen));
        if (!isPage(screen)) {
          await checkList(page, screen, role, photograph && lists === 0, problems);
          lists++;
        } else await loaded(page);
        const widths = await pageWidths(page);
        if (widths.content > widths.window) problems.push(`${routeOf(screen)}: page ${widths.content} px wide`);
      }
      expect(lists).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
    testTime(300_000),
  );

  test(
    "admin: two items ticked bring up the bulk toolbar; its action's question fills the screen; the toolbar's panels fit",
    async () => {
      const { email, role } = DEMO_ACCOUNTS.find((a) => a.role === 'slink-sys-admin')!;
      const { config, action } = firstBulkList(role);
      const page = await e2e.newPage();
      await signIn(page, email);
      await page.setViewportSize(NARROW);
      await openInPlace(page, routeOf(config));
      const items = page.getByRole('list', { name: textOf(screenTexts(config.name).title) }).getByRole('listitem');
      await items.first().waitFor();
      expect(await items.count()).toBeGreaterThanOrEqual(2);
      for (const item of [items.nth(0), items.nth(1)]) await item.getByRole('checkbox', { name: /^Select / }).check();
      const bar = page.getByRole('toolbar', { name: textOf('table.bulkToolbar') });
      await expect.poll(() => bar.getByRole('status').textContent()).toBe('2 selected');
      // The toolbar with its buttons (its frame shows the count before its code is in).
      await bar.getByRole('button', { name: action, exact: true }).waitFor();
      const pageBox = page.getByRole('checkbox', { name: textOf('table.selectPage') });
      expect(await pageBox.evaluate((box: HTMLInputElement) => box.indeterminate)).toBe(true);
      const problems: string[] = [];
      const barFit = await sidewaysFit(bar);
      if (!barFit.inside) problems.push(`bulk toolbar: ${barFit.left}-${barFit.right} px`);
      if (!(await inViewWidth(bar.getByRole('button', { name: action, exact: true })))) problems.push(`${action} is out of view`);
      await e2e.screenshot(page, 'selected');

      // The action's question, full screen; Cancel closes it and nothing is sent.
      const changes = countChanges(page);
      await bar.getByRole('button', { name: action, exact: true }).click();
      const dialog = page.getByRole('dialog').first();
      await dialog.waitFor();
      await loaded(dialog);
      await settled(page);
      const fit = await dialogFit(dialog);
      if (fit.width !== NARROW.width || fit.height !== NARROW.height)
        problems.push(`${action} question: ${fit.width}x${fit.height}, not full screen`);
      if (fit.sideways.length) problems.push(`${action} question scrolls sideways: ${fit.sideways.join(', ')}`);
      const widths = await pageWidths(page);
      if (widths.content > widths.window) problems.push(`${action} question: page ${widths.content} px wide`);
      for (const violation of await axeViolations(page)) problems.push(`${action} question: ${violation}`);
      await e2e.screenshot(page, 'bulkQuestion');
      await dialog.getByRole('button', { name: textOf('bulk.cancel'), exact: true }).click();
      await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
      expect(changes()).toBe(0);
      await expect.poll(() => bar.getByRole('status').textContent()).toBe('2 selected');

      // Each panel of the list toolbar inside the window; Escape closes it and gives focus back.
      for (const { button, title } of panelsOf(config)) {
        const opener = page.getByRole('button', { name: button, exact: true });
        await expect.poll(() => opener.isEnabled()).toBe(true);
        await opener.click();
        const panel = page.getByRole('dialog', { name: title });
        await panel.waitFor();
        await settled(page);
        const panelFit = await sidewaysFit(panel);
        if (!panelFit.inside) problems.push(`${button} panel: ${panelFit.left}-${panelFit.right} px`);
        if (panelFit.sideways.length) problems.push(`${button} panel scrolls sideways: ${panelFit.sideways.join(', ')}`);
        await e2e.screenshot(page, `panel-${button}`);
        const panelWidths = await pageWidths(page);
        if (panelWidths.content > panelWidths.window) problems.push(`${button} panel: page ${panelWidths.content} px wide`);
        await page.keyboard.press('Escape');
        await panel.waitFor({ state: 'detached' });
        if (!(await focusReaches(opener))) problems.push(`${button}: Escape leaves focus elsewhere`);
      }
      expect(problems).toEqual([]);
    },
    testTime(120_000),
  );
});
