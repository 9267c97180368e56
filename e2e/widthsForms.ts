// A list's first form at every width: the form a person opens first (the first row action that
// opens one, else Add), open while the window changes size. Below the narrow breakpoint it fills
// the window; from there it sits wholly inside it. Nothing in it scrolls sideways (a table of
// inputs may, in its own box), its inputs keep their places, its buttons stay in view.
import type { Page } from 'playwright-core';
import type { Role } from '../language/roles';
import { routeOf, type ResourceConfig } from '../language/types';
import { loaded, settled } from './axe';
import { formLayoutProblems } from './formLayout';
import { addLabelOf, dialogFit, firstFormAction, pageWidths } from './narrowKit';
import { testTime } from '../shared/testTime';

/** Opens the list's first form from its table (a row's action, else Add); false when the role has none. */
const openFirstForm = async (page: Page, config: ResourceConfig, role: Role): Promise<boolean> => {
  const action = firstFormAction(config, role);
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const add = addLabelOf(config, role);
  if (action && (await rows.count())) await rows.first().getByRole('button', { name: action, exact: true }).click();
  else if (add) await page.getByRole('button', { name: add, exact: true }).click();
  else return false;
  const dialog = page.getByRole('dialog').first();
  await dialog.waitFor();
  await loaded(dialog);
  return true;
};

/** What is wrong with the open form at this width, one line each. */
const formProblems = async (page: Page, place: string, width: number, narrowBelow: number): Promise<string[]> => {
  const dialog = page.getByRole('dialog').first();
  await settled(page);
  const problems: string[] = [];
  const fit = await dialogFit(dialog);
  const box = await dialog.boundingBox();
  if (width < narrowBelow && fit.width !== width) problems.push(`${place}: ${fit.width} px wide, not the window's ${width}`);
  if (box && (box.x < -0.5 || box.x + box.width > width + 0.5)) problems.push(`${place}: the form reaches past the window`);
  if (fit.sideways.length) problems.push(`${place} scrolls sideways: ${fit.sideways.join(', ')}`);
  const widths = await pageWidths(page);
  if (widths.content > widths.window) problems.push(`${place}: page ${widths.content} px wide`);
  for (const problem of await formLayoutProblems(dialog)) problems.push(`${place}: ${problem}`);
  const buttons = dialog.locator('.MuiDialogActions-root button');
  for (let i = 0; i < (await buttons.count()); i++) {
    const button = buttons.nth(i);
    const shown = await button.boundingBox();
    if (shown && (shown.x < -0.5 || shown.x + shown.width > width + 0.5))
      problems.push(`${place}: the button ${(await button.innerText()).trim()} is out of view`);
  }
  return problems;
};

/**
 * Opens the list's first form, checks it at each width (photographed by `photograph`), closes it
 * and returns the window to `back` px wide; adds what is wrong to `problems`.
 */
export const checkFormAtWidths = async (
  page: Page,
  config: ResourceConfig,
  role: Role,
  widths: { each: readonly number[]; height: number; narrowBelow: number; back: number },
  photograph: (width: number) => Promise<unknown>,
  problems: string[],
): Promise<void> => {
  if (!(await openFirstForm(page, config, role))) return;
  for (const width of widths.each) {
    await page.setViewportSize({ width, height: widths.height });
    // The form takes its layout for the new width a moment after the window changes (the narrow
    // query answers, the dialog is drawn again): what is wrong is what stays wrong.
    const place = `${routeOf(config)} form at ${width} px`;
    const deadline = Date.now() + testTime(5_000);
    let wrong = await formProblems(page, place, width, widths.narrowBelow);
    while (wrong.length > 0 && Date.now() < deadline) {
      await page.waitForTimeout(100);
      wrong = await formProblems(page, place, width, widths.narrowBelow);
    }
    problems.push(...wrong);
    await photograph(width);
  }
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').first().waitFor({ state: 'detached' });
  await page.setViewportSize({ width: widths.back, height: widths.height });
};
