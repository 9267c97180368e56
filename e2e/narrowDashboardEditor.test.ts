// The dashboard editor on a phone (360 and 390 px): the page and the form do not scroll
// sideways, each account's controls stand one above the other inside the window's width, and a
// dashboard edited there saves.
import { describe, expect, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { axeViolations, loaded, settled } from './axe';
import { dashboardKit, MANAGER } from './dashboardKit';
import { signIn, useE2E } from './harness';
import { NARROW, dialogFit, pageWidths } from './narrowKit';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'narrowDashboardEditor' });
const { seen, pick } = dashboardKit(e2e);

/** The controls of `scope` whose box is not wholly inside the window's width, by name. */
const outOfWidth = async (page: Page, controls: Locator[]) => {
  const width = page.viewportSize()!.width;
  const out: string[] = [];
  for (const control of controls) {
    const box = await control.boundingBox();
    if (!box || box.x < 0 || box.x + box.width > width + 0.5) out.push(`${control} at ${JSON.stringify(box)}`);
  }
  return out;
};

/** What a person uses in the editor: the fields, each account's pickers and buttons, the paginator, Save and Cancel. */
const mainControls = async (dialog: Locator) => [
  dialog.getByRole('textbox', { name: 'Name' }),
  dialog.getByRole('textbox', { name: 'Description' }),
  ...(await dialog.getByRole('combobox', { name: 'Account', exact: true }).all()),
  ...(await dialog.getByRole('combobox', { name: 'Programs', exact: true }).all()),
  ...(await dialog.getByRole('button', { name: /^Add all/ }).all()),
  ...(await dialog.getByRole('button', { name: /^Remove / }).all()),
  dialog.getByRole('button', { name: 'Add another account' }),
  dialog.getByRole('button', { name: 'Last page' }),
  dialog.getByRole('combobox', { name: 'Rows Per Page' }),
  dialog.getByRole('button', { name: 'Save' }),
  dialog.getByRole('button', { name: 'Cancel' }),
];

/** Problems of the editor at the window's width: sideways scroll, controls outside it, targets too small. */
const fitProblems = async (page: Page, dialog: Locator) => {
  await loaded(dialog);
  await settled(page);
  const problems: string[] = [];
  const widths = await pageWidths(page);
  if (widths.content > widths.window) problems.push(`page ${widths.content} px wide`);
  const fit = await dialogFit(dialog);
  if (fit.sideways.length) problems.push(`scrolls sideways: ${fit.sideways.join(', ')}`);
  problems.push(...(await outOfWidth(page, await mainControls(dialog))));
  // A finger's size: the controls of each account and the link that adds one.
  for (const target of [
    ...(await dialog.getByRole('button', { name: /^(Add all|Remove )/ }).all()),
    dialog.getByRole('button', { name: 'Add another account' }),
  ]) {
    const box = await target.boundingBox();
    if (!box || box.height < 36) problems.push(`${target} is ${box?.height} px tall`);
  }
  return problems;
};

describe('the dashboard editor on a phone', () => {
  test(
    'fits 360 and 390 px without sideways scroll, its controls in view; an account added there saves',
    async () => {
      const page = await e2e.newPage();
      await signIn(page, MANAGER);
      await page.setViewportSize(NARROW);
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Actions for Harborview Daily Operations' }).click();
      await page.getByRole('menuitem', { name: 'Edit', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Engagement Dashboard' });
      await expect.poll(() => dialog.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Harborview Daily Operations');
      // No table on a phone: one list item per account.
      const accounts = dialog.getByRole('list', { name: 'Accounts and Programs' }).getByRole('listitem');
      await expect.poll(() => accounts.count()).toBe(4);
      expect(await dialog.getByRole('table').count()).toBe(0);
      expect({ at: 360, problems: await fitProblems(page, dialog) }).toEqual({ at: 360, problems: [] });
      expect(await axeViolations(page)).toEqual([]);
      await e2e.screenshot(page, 'editor-360');

      await dialog.getByRole('button', { name: 'Add another account' }).click();
      const added = accounts.last();
      await pick(page, added.getByRole('combobox', { name: 'Account' }), 'Wound', 'Harborview Wound Clinic (10503)');
      await added.getByRole('button', { name: /^Add all / }).click();
      await expect.poll(() => added.locator('.MuiChip-root').count()).toBeGreaterThan(0);
      expect({ at: 360, problems: await fitProblems(page, dialog) }).toEqual({ at: 360, problems: [] });

      await page.setViewportSize({ width: 390, height: NARROW.height });
      expect({ at: 390, problems: await fitProblems(page, dialog) }).toEqual({ at: 390, problems: [] });
      await e2e.screenshot(page, 'editor-390');

      await dialog.getByRole('button', { name: 'Save' }).click();
      await seen(page, 'Successfully saved the dashboard Harborview Daily Operations');
      await dialog.waitFor({ state: 'detached' });
    },
    testTime(120_000),
  );
});
