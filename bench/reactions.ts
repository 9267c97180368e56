// The five first reactions of a staff member on the Users list, each done at once after the
// first rows are drawn on a fresh load (bench/firstReactions.ts). Each arms the in-page timer
// (bench/reactionProbe.ts) on the element the person acts on, then acts through Playwright; the
// time runs in the page from the event, so the driver's own latency is not counted.
import type { Locator, Page } from 'playwright-core';
import { READ_REACTION, type ReactionFigures } from './reactionProbe';

/** The element the next reaction acts on, marked so the probe finds it by selector. */
const MARK = '[data-bench="reaction"]';

const arm = (page: Page, type: 'click' | 'keydown', kind: 'rows' | 'tick' | 'panel', selector = MARK) =>
  page.evaluate(
    ([t, s, k]) => (window as unknown as { __reactions: { arm: (t: string, s: string, k: string) => void } }).__reactions.arm(t, s, k),
    [type, selector, kind] as const,
  );

const read = async (page: Page): Promise<ReactionFigures> => {
  const figures = await page.evaluate<ReactionFigures | null>(READ_REACTION);
  if (!figures) throw new Error('What the reaction waits for did not show within 10 s');
  return figures;
};

/** ms from the first rows to a toolbar button drawn as a disabled stand-in answering clicks. */
const readyAfter = async (page: Page, label: 'Filters' | 'Columns', firstRow: number) => {
  await page.locator('button:enabled', { hasText: new RegExp(`^${label}$`) }).waitFor({ timeout: 30_000 });
  const at = await page.evaluate((l) => (window as unknown as { __enabledAt: Record<string, number> }).__enabledAt[l], label);
  return Math.max(0, at - firstRow);
};

/** Waits until no transition or animation (a menu's grow) is running, as a person waits to see the menu. */
const ENABLED = (page: Page) => page.getByRole('dialog', { name: 'Filter by column' }).getByRole('checkbox', { name: 'Enabled' });
const SEARCH = 'input[aria-label="Filter"]';

const settled = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );

export interface Reaction {
  name: string;
  /** What the person does before the timer starts (opens the menu); ms from the first rows to the button answering, where it starts disabled */
  prepare?: (page: Page, firstRow: number) => Promise<number | undefined>;
  /** Arms the timer and acts */
  act: (page: Page) => Promise<void>;
}

/** The reaction on a page whose first rows were drawn at `firstRow`, with its figures. */
export const runReaction = async (reaction: Reaction, page: Page, firstRow: number): Promise<ReactionFigures> => {
  const readyAfterMs = await reaction.prepare?.(page, firstRow);
  await reaction.act(page);
  return { ...(await read(page)), readyAfterMs };
};

/** Marks the element the reaction acts on, arms the timer on it, and acts. */
const actOn = async (page: Page, target: Locator, kind: 'rows' | 'tick' | 'panel') => {
  await target.evaluate((el) => el.setAttribute('data-bench', 'reaction'));
  await arm(page, 'click', kind);
  await target.click();
};

export const REACTIONS: Reaction[] = [
  {
    name: 'first row tick',
    act: (page) => actOn(page, page.locator('main table tbody tr').first().locator('input[type="checkbox"]'), 'tick'),
  },
  {
    name: 'Status filter "Enabled"',
    // The menu is opened before the timer starts, once the Filters button answers (its chunk is in)
    // and its grow transition has ended, as a person sees it.
    prepare: async (page, firstRow) => {
      const readyAfterMs = await readyAfter(page, 'Filters', firstRow);
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      await ENABLED(page).waitFor();
      await settled(page);
      return readyAfterMs;
    },
    act: (page) => actOn(page, ENABLED(page), 'rows'),
  },
  {
    name: 'sort by First Name',
    act: (page) => actOn(page, page.getByRole('columnheader', { name: 'First Name' }).getByRole('button'), 'rows'),
  },
  {
    name: 'first search keystroke',
    // "k": not in every row (an "e" is, in every example.org address), so the rows change.
    prepare: async (page) => void (await page.locator(SEARCH).focus()),
    act: async (page) => {
      await arm(page, 'keydown', 'rows', SEARCH);
      await page.keyboard.type('k');
    },
  },
  {
    name: 'open Columns',
    prepare: (page, firstRow) => readyAfter(page, 'Columns', firstRow),
    act: (page) => actOn(page, page.getByRole('button', { name: 'Columns', exact: true }), 'panel'),
  },
];
