// What the phone-width test reads: the screens each role may open (from the screen configs, so a
// new screen is checked with no edit here) and measurements of the page at that width.
import type { Locator, Page } from 'playwright-core';
import { allows, type Role } from '../language/roles';
import { screenTexts } from '../language/screenTexts';
import type { ResourceConfig, ScreenConfig } from '../language/types';
import { mayUseForm } from '../src/engine/formRoles';
import { screens } from '../resources/index';
import { textOf } from './declaredMenus';
import { rowActionsOf } from '../language/rowActions';

export const NARROW = { width: 360, height: 740 } as const;

/** Every screen a role may open, lists and pages, in the configs' order. */
export const screensOf = (role: Role): ScreenConfig[] => screens.filter((screen) => allows(screen.roles, role));

/** The English name of the list's add button, where the role may add. */
export const addLabelOf = (config: ResourceConfig, role: Role): string | undefined => {
  const create = config.forms.create;
  return create && mayUseForm(config, 'create', role) ? textOf(screenTexts(config.name).add) : undefined;
};

/** The first row action the role may use that opens a form (clone acts at once), and its menu text. */
export const firstFormAction = (config: ResourceConfig, role: Role): string | undefined => {
  const mode = rowActionsOf(config).find((m) => mayUseForm(config, m, role) && config.forms[m]?.kind !== 'action');
  return mode && textOf(`actions.${mode}`);
};

/**
 * Opens `path` in the console without reloading it, as Back and Forward do (the address changes,
 * then the console hears of it), and waits for that screen's heading to replace the last one's.
 * Already at `path` (a role's landing screen), it stays.
 */
export const openInPlace = async (page: Page, path: string): Promise<void> => {
  if (new URL(page.url()).pathname === path) return;
  const last = await page.evaluateHandle(() => document.querySelector('h1'));
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.waitForFunction((before) => {
    const heading = document.querySelector('h1');
    return heading !== null && heading !== before;
  }, last);
  await last.dispose();
};

/** How wide the page's content is against its window: equal, or the page scrolls sideways. */
export const pageWidths = (page: Page) =>
  page.evaluate(() => ({ content: document.documentElement.scrollWidth, window: window.innerWidth }));

/** Whether the element sits wholly inside the window's width. */
export const inViewWidth = async (element: Locator): Promise<boolean> => {
  const box = await element.boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= NARROW.width + 0.5;
};

/**
 * The element's names that Tab reaches from the top of the page: every named control of `names`
 * focused on the way (at most `limit` presses).
 */
export const reachedByTab = async (page: Page, names: string[], limit = 60): Promise<string[]> => {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const reached = new Set<string>();
  for (let i = 0; i < limit && reached.size < names.length; i++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() =>
      (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '').trim(),
    );
    if (names.includes(name)) reached.add(name);
  }
  return names.filter((n) => reached.has(n));
};

/** The open dialog's size and whether anything in it is wider than it (it would scroll sideways). */
export const dialogFit = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const paper = el.querySelector('.MuiDialog-paper') ?? el;
    const box = paper.getBoundingClientRect();
    const frame = [paper, ...paper.querySelectorAll(':scope > .MuiDialogContent-root')];
    const wide = [paper, ...paper.querySelectorAll('*')].filter((node) => {
      // A table may scroll in a box of its own (a table of inputs, a report's figures); the form may not.
      if (!frame.includes(node) && node.querySelector('table')) return false;
      // A box that scrolls sideways itself: its content is wider than it.
      return /(auto|scroll)/.test(getComputedStyle(node).overflowX) && node.scrollWidth > node.clientWidth + 1;
    });
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      sideways: wide.map(
        (node) => `${node.tagName.toLowerCase()}.${[...node.classList].slice(0, 2).join('.')} ${node.scrollWidth}>${node.clientWidth}`,
      ),
    };
  });
