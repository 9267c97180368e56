// What the phone-width test reads for bulk actions and the list toolbar's panels: the list it
// uses (from the declarations: the first the role may open that offers it a bulk action) and
// the panels' fit at that width.
import type { Locator, Page } from 'playwright-core';
import type { Role } from '../language/roles';
import { isPage, type ResourceConfig } from '../language/types';
import { filterKinds } from '../src/data/filterKinds';
import { bulkActionsOf } from '../src/engine/bulk/bulkActions';
import { textOf } from './declaredMenus';
import { NARROW, screensOf } from './narrowKit';

/** The first list the role may open that offers it a bulk action, and that action's button text. */
export const firstBulkList = (role: Role): { config: ResourceConfig; action: string } => {
  for (const screen of screensOf(role)) {
    if (isPage(screen)) continue;
    const [action] = bulkActionsOf(screen, role);
    if (action) return { config: screen, action: textOf(`bulk.actions.${action.key}`) };
  }
  throw new Error(`no list offers ${role} a bulk action`);
};

/** The list toolbar's panels the screen has, by their button's text and their heading. */
export const panelsOf = (config: ResourceConfig): { button: string; title: string }[] => [
  ...(Object.keys(filterKinds(config.list.columns, config.schema, config.fieldOptions)).length
    ? [{ button: textOf('table.filters'), title: textOf('columnFilters.title') }]
    : []),
  { button: textOf('table.columns'), title: textOf('listViews.columnsTitle') },
  { button: textOf('table.views'), title: textOf('listViews.title') },
];

/** Where the element lies across the window, and whether anything in it scrolls sideways or is cut off at its sides. */
export const sidewaysFit = (element: Locator) =>
  element.evaluate((el, width) => {
    const box = el.getBoundingClientRect();
    const wide = [el, ...el.querySelectorAll('*')].filter(
      (node) => /(auto|scroll)/.test(getComputedStyle(node).overflowX) && node.scrollWidth > node.clientWidth + 1,
    );
    // A popover's paper hides what overflows it sideways rather than scrolling: a control cut off.
    const cut = [...el.querySelectorAll('input, select, button, label')].filter((node) => {
      const part = node.getBoundingClientRect();
      return part.width > 0 && (part.left < box.left - 0.5 || part.right > box.right + 0.5);
    });
    return {
      left: Math.round(box.left),
      right: Math.round(box.right),
      inside: box.left >= 0 && box.right <= width + 0.5,
      sideways: [
        ...wide.map((node) => `${node.tagName.toLowerCase()} ${node.scrollWidth}>${node.clientWidth}`),
        ...cut.map((node) => `${node.tagName.toLowerCase()} ${node.getAttribute('aria-label') ?? node.textContent ?? ''} cut off`),
      ],
    };
  }, NARROW.width);

/** Counts the calls the page makes that change something (any method but GET), from now on. */
export const countChanges = (page: Page): (() => number) => {
  let changes = 0;
  page.on('request', (request) => {
    if (request.method() !== 'GET' && new URL(request.url()).pathname !== '/auth/login') changes++;
  });
  return () => changes;
};
