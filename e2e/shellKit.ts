// What the shell tests share: the demo data their expectations name (fixtures, not console
// code) and moving around as a person does (paths, headings, the side menu, Logout).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT, mainHeading, pathOf, sideMenu } from './harness';
import { testTime } from '../shared/testTime';

// ---------------------------------------------------------------------------------------------
// Demo data the expectations name (fixtures, not console code)

export interface FixtureUser {
  email: string;
  first_name: string;
  last_name: string;
  account_group_ids: number[];
}
export const fixture = <T>(name: string): T => JSON.parse(readFileSync(join(ROOT, 'fixtures', `${name}.json`), 'utf8')) as T;
export const users = fixture<FixtureUser[]>('users');
export const accountGroups = fixture<{ id: number; account_group_name: string; account_ids: number[] }[]>('accountGroups');
export const accounts = fixture<{ account_id: number; account_name: string; organization_name: string }[]>('accounts');
export const user = (email: string): FixtureUser => {
  const found = users.find((u) => u.email === email);
  if (!found) throw new Error(`fixtures/users.json has no ${email}`);
  return found;
};

// ---------------------------------------------------------------------------------------------
// Helpers

export const expectPath = (page: Page, path: string, timeout = testTime(10_000)) =>
  expect.poll(() => pathOf(page), { timeout, message: `path of ${page.url()}` }).toBe(path);

export const expectHeading = (page: Page, text: string | RegExp) =>
  expect
    .poll(async () => (await mainHeading(page).allTextContents()).map((t) => t.trim()), { timeout: testTime(10_000) })
    .toContainEqual(typeof text === 'string' ? text : expect.stringMatching(text));

/** Logout through the side menu: the console ends on the sign-in page. */
export const logout = async (page: Page) => {
  await sideMenu(page).getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/sharedlogin');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
};

/** Opens a page as a person does: a link of the top navigation or an item of the side menu. */
export const clickMenu = async (page: Page, name: string) => {
  await sideMenu(page).getByRole('menuitem', { name, exact: true }).click();
};
