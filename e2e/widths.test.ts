// Every width from phones to desktops, for every demo role: at 600, 768, 1,024 and 1,280 px
// (360 px is e2e/narrow.test.ts's) no screen scrolls sideways; below 900 px the lists are two-line
// items with the side menu in the drawer; from 900 px a list's table stays in its own box, and
// where it is wider than that box its first column and its Actions stay in view while the rest
// scrolls; the toolbar's buttons and Add are always in view; each list's first form fits every
// width too (e2e/widthsForms.ts). Each list and form is photographed at each width
// (e2e/artifacts/widths-*.png). The screens are read from the configs, so a new screen is
// checked with no edit here; one sign-in per role, then the window changes size in the same page.
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenTexts } from '../language/screenTexts';
import { isPage, routeOf, type ResourceConfig } from '../language/types';
import { DEMO_ACCOUNTS } from '../server/demoAccounts';
import { loaded } from './axe';
import { textOf } from './declaredMenus';
import { signIn, useE2E } from './harness';
import { addLabelOf, openInPlace, pageWidths, screensOf } from './narrowKit';
import { checkFormAtWidths } from './widthsForms';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'widths' });

const WIDTHS = [600, 768, 1024, 1280] as const;
const HEIGHT = 800;
/** Below this the console takes its narrow layout (src/engine/narrowQuery.ts). */
const NARROW_BELOW = 900;

/**
 * Whether the button comes to lie wholly within the window's width (the toolbar settles a moment
 * after the window changes size, and may be drawn anew: the button is found again each time).
 */
const inView = async (page: Page, name: string): Promise<boolean> => {
  const button = page.getByRole('button', { name, exact: true }).first();
  const deadline = Date.now() + testTime(5_000);
  do {
    const box = await button.boundingBox();
    const width = page.viewportSize()!.width;
    if (box && box.width > 0 && box.x >= 0 && box.x + box.width <= width + 0.5) return true;
    await page.waitForTimeout(100);
  } while (Date.now() < deadline);
  return false;
};

/** The table's box: whether it scrolls sideways, and whether its first and last header cells lie within it once scrolled halfway. */
const tableFit = (page: Page) =>
  page
    .locator('table')
    .first()
    .evaluate(async (table) => {
      const box = table.parentElement!;
      const sideways = box.scrollWidth > box.clientWidth + 1;
      box.scrollLeft = (box.scrollWidth - box.clientWidth) / 2;
      await new Promise(requestAnimationFrame);
      const frame = box.getBoundingClientRect();
      const cells = [...table.querySelectorAll('thead th')];
      const named = cells.filter((c) => !c.querySelector('input'));
      const within = (cell: Element | undefined) => {
        if (!cell) return true;
        const r = cell.getBoundingClientRect();
        return r.left >= frame.left - 0.5 && r.right <= frame.right + 0.5;
      };
      const result = { sideways, first: within(named[0]), last: within(named.at(-1)) };
      box.scrollLeft = 0;
      return result;
    });

const checkList = async (page: Page, config: ResourceConfig, role: string, width: number, problems: string[]) => {
  const place = `${routeOf(config)} at ${width} px`;
  const title = textOf(screenTexts(config.name).title);
  await page
    .getByRole(width < NARROW_BELOW ? 'list' : 'table', width < NARROW_BELOW ? { name: title } : undefined)
    .or(page.getByText('No Records', { exact: true }))
    .first()
    .waitFor();
  await loaded(page);
  const add = addLabelOf(config, role as never);
  for (const name of [textOf('table.export'), ...(add ? [add] : [])])
    if (!(await inView(page, name))) problems.push(`${place}: ${name} is out of view`);
  if (width >= NARROW_BELOW && (await page.locator('table').count())) {
    const fit = await tableFit(page);
    if (fit.sideways && !(fit.first && fit.last)) problems.push(`${place}: scrolled, the first or the Actions column leaves the view`);
  }
  await e2e.screenshot(page, `${role}-${routeOf(config)}-${width}`);
};

describe('at every width from 600 to 1,280 px', () => {
  test.each(DEMO_ACCOUNTS)(
    '$role: no screen or form scrolls sideways; narrow windows get the two-line lists; a wide table keeps its first and Actions columns in view',
    async ({ email, role }) => {
      const page = await e2e.newPage();
      await signIn(page, email);
      const problems: string[] = [];
      let lists = 0;
      for (const screen of screensOf(role)) {
        await openInPlace(page, routeOf(screen));
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: HEIGHT });
          if (!isPage(screen)) await checkList(page, screen, role, width, problems);
          else await loaded(page);
          const widths = await pageWidths(page);
          if (widths.content > widths.window) problems.push(`${routeOf(screen)} at ${width} px: page ${widths.content} px wide`);
        }
        if (!isPage(screen)) {
          lists++;
          const photograph = (width: number) => e2e.screenshot(page, `${role}-${routeOf(screen)}-form-${width}`);
          const widths = { each: WIDTHS, height: HEIGHT, narrowBelow: NARROW_BELOW, back: WIDTHS.at(-1)! };
          await checkFormAtWidths(page, screen, role as never, widths, photograph, problems);
        }
      }
      expect(lists).toBeGreaterThan(0);
      expect(problems).toEqual([]);
    },
    testTime(300_000),
  );
});
