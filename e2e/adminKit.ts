// What the admin-screen tests share: the fixtures their expectations name, and reading and
// operating the page as a person does (rows, columns, dialogs, selects, details, banners).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { ROOT, mainHeading, pathOf, platformCall, platformToken, sideMenu, signIn, topNavigation, type E2E } from './harness';
import { testTime } from '../shared/testTime';

// ---------------------------------------------------------------------------------------------
// Fixtures the expectations name

export const fixture = <T>(name: string): T => JSON.parse(readFileSync(join(ROOT, 'fixtures', `${name}.json`), 'utf8')) as T;
export interface FixtureLogin {
  login_id: number;
  email: string;
  first_name: string;
  last_name: string;
  enabled: boolean;
  user_type: string;
  account_group_ids: number[];
}
export const users = fixture<FixtureLogin[]>('users');
export const roles = fixture<{ role_type_code: string; role_name: string; application_type_code: string }[]>('roles');
export const apiGroups = fixture<{ id: number; api_group_name: string }[]>('apiGroups');
export const apis = fixture<{ id: number; http_method: string; url: string; api_groups: { api_group_id: number }[] }[]>('apis');
export const accountGroups = fixture<{ id: number; account_group_name: string }[]>('accountGroups');
export const applications = fixture<{ application_type_code: string; application_name: string }[]>('applications');
export const attributeTypes = fixture<{ attribute_id: number; attribute_name: string }[]>('attributeTypes');

export const groupName = (id: number) => accountGroups.find((g) => g.id === id)!.account_group_name;
export const appName = (code: string) => applications.find((a) => a.application_type_code === code)!.application_name;
export const byText = (a: string, b: string) => a.localeCompare(b, 'en');

// ---------------------------------------------------------------------------------------------
// Reading and operating the page as a person does

/** Table rows holding data cells (the header row holds column headers only). */
export const root = (scope: Page | Locator): Page =>
  'page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page);
export const dataRows = (scope: Page | Locator): Locator => scope.getByRole('row').filter({ has: root(scope).getByRole('cell') });
/** The data row with a cell reading exactly `text`. */
export const rowOf = (page: Page, text: string): Locator =>
  dataRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });
/** The column headers, without the one of the rows' selection checkboxes (it has no text). */
export const columnHeaders = async (scope: Page | Locator): Promise<string[]> =>
  (
    await scope
      .getByRole('columnheader')
      .filter({ hasNot: root(scope).getByRole('checkbox') })
      .allTextContents()
  ).map((t) => t.trim());
/** A data row's cells, without the one holding its selection checkbox. */
export const cellsOf = (row: Locator): Locator => row.getByRole('cell').filter({ hasNot: root(row).getByRole('checkbox') });
/** The texts of one column of the data rows (counted without the selection checkboxes' column). */
export const column = async (page: Page, index: number): Promise<string[]> =>
  (
    await dataRows(page).evaluateAll(
      (rows, i) =>
        rows.map(
          (row) => [...row.querySelectorAll(':scope > td')].filter((td) => !td.querySelector('input[type="checkbox"]'))[i]?.textContent,
        ),
      index,
    )
  )
    .filter((t): t is string => t !== undefined && t !== null)
    .map((t) => t.trim());

export const filterBox = (page: Page) => page.getByRole('textbox', { name: 'Filter' });
export const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** The banner of a form (the console's notifications are alerts too, so scope it). */
export const formAlert = (scope: Locator) => scope.getByRole('alert');

export const expectAlert = async (scope: Locator, text: string) =>
  expect.poll(async () => ((await formAlert(scope).allTextContents())[0] ?? '').trim(), { timeout: testTime(10_000) }).toBe(text);

export const expectHeading = (page: Page, text: string) =>
  expect.poll(async () => (await mainHeading(page).allTextContents()).map((t) => t.trim()), { timeout: testTime(10_000) }).toContain(text);

/** Picks `option` in the select labelled `label` (MUI selects are comboboxes with a listbox). */
export const choose = async (page: Page, scope: Locator, label: RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};
/** The options a select offers. */
export const optionsOf = async (page: Page, scope: Locator, label: RegExp): Promise<string[]> => {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const options = (await listbox.getByRole('option').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return options;
};
/** Value of a row of a details table (a row header and its cell). */
export const detail = async (scope: Locator, label: string) =>
  (
    (await scope
      .getByRole('row')
      .filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) })
      .getByRole('cell')
      .textContent()) ?? ''
  ).trim();

export const openAdmin = async (page: Page, menuItem: string, path: string, heading: string) => {
  if (!pathOf(page).startsWith('/admin')) await topNavigation(page).getByRole('link', { name: 'Admin' }).click();
  await sideMenu(page).getByRole('menuitem', { name: menuItem, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe(path);
  await expectHeading(page, heading);
};

/** A signed-in slink-sys-admin on the Users screen with the list loaded. */
export const usersScreen = async (e2e: E2E, baseURL?: string) => {
  const page = await e2e.newPage(baseURL);
  await signIn(page, 'admin@example.com');
  await openAdmin(page, 'Users', '/admin', 'Users');
  await rowOf(page, 'admin@example.com').waitFor();
  return page;
};

export const PASSWORD = 'Welcome#2026';
let sequence = 0;
/** A unique email for a login created by a test; letters-only names to go with it. */
export const newEmail = (kind: string) => `e2e.${kind}.${Date.now().toString(36)}${(sequence++).toString(36)}@example.com`;

/** A user made through the platform's REST API, for tests about what follows a create. */
export const apiCreateUser = async (e2e: E2E, email: string, first = 'Quinn', last = 'Harper') => {
  const token = await platformToken(e2e.url, 'admin@example.com');
  return platformCall<{ login_id: number }>(e2e.url, token, 'POST', '/auth/users', {
    email,
    first_name: first,
    last_name: last,
    account_group_id: 2,
    pwd1: PASSWORD,
    pwd2: PASSWORD,
    country_code: 'US',
    deleted_ind: 0,
    change_pw_next_login_ind: 0,
  });
};
