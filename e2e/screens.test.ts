// The seed-000 screens in Chromium (seed 000 sections 2, 5, 8): Users (list, filter, paging,
// add with every validation message, duplicate, view, edit, assign, attributes, delete), API
// Clients, Roles, API Groups, APIs and, as slink-sisl-admin, SISL users. Each screen is
// photographed into e2e/artifacts/. Texts are the seeds' words.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import {
  ROOT,
  eventually,
  expectNoCspViolations,
  mainHeading,
  pathOf,
  platformCall,
  platformToken,
  sideMenu,
  signIn,
  startPlatform,
  topNavigation,
  useE2E,
} from './harness';

const e2e = useE2E({ file: 'screens' });

// ---------------------------------------------------------------------------------------------
// Fixtures the expectations name

const fixture = <T>(name: string): T => JSON.parse(readFileSync(join(ROOT, 'fixtures', `${name}.json`), 'utf8')) as T;
interface FixtureLogin {
  login_id: number;
  email: string;
  first_name: string;
  last_name: string;
  enabled: boolean;
  user_type: string;
  account_group_ids: number[];
}
const users = fixture<FixtureLogin[]>('users');
const roles = fixture<{ role_type_code: string; role_name: string; application_type_code: string }[]>('roles');
const apiGroups = fixture<{ id: number; api_group_name: string }[]>('apiGroups');
const apis = fixture<{ id: number; http_method: string; url: string; api_groups: { api_group_id: number }[] }[]>('apis');
const accountGroups = fixture<{ id: number; account_group_name: string }[]>('accountGroups');
const applications = fixture<{ application_type_code: string; application_name: string }[]>('applications');
const attributeTypes = fixture<{ attribute_id: number; attribute_name: string }[]>('attributeTypes');

const groupName = (id: number) => accountGroups.find((g) => g.id === id)!.account_group_name;
const appName = (code: string) => applications.find((a) => a.application_type_code === code)!.application_name;
const byText = (a: string, b: string) => a.localeCompare(b, 'en');

// ---------------------------------------------------------------------------------------------
// Reading and operating the page as a person does

/** Table rows holding data cells (the header row holds column headers only). */
const root = (scope: Page | Locator): Page => ('page' in scope && typeof scope.page === 'function' ? (scope as Locator).page() : (scope as Page));
const dataRows = (scope: Page | Locator): Locator => scope.getByRole('row').filter({ has: root(scope).getByRole('cell') });
/** The data row with a cell reading exactly `text`. */
const rowOf = (page: Page, text: string): Locator => dataRows(page).filter({ has: page.getByRole('cell', { name: text, exact: true }) });
const columnHeaders = async (page: Page): Promise<string[]> =>
  (await page.getByRole('columnheader').allTextContents()).map((t) => t.trim());
/** The texts of one column of the data rows. */
const column = async (page: Page, index: number): Promise<string[]> =>
  (await dataRows(page).locator(`td:nth-child(${index + 1})`).allTextContents()).map((t) => t.trim());

const filterBox = (page: Page) => page.getByRole('textbox', { name: 'Filter' });
const dialog = (page: Page, title: string) => page.getByRole('dialog', { name: title });
/** The banner of a form (the console's notifications are alerts too, so scope it). */
const formAlert = (scope: Locator) => scope.getByRole('alert');

const expectAlert = async (scope: Locator, text: string) =>
  expect.poll(async () => ((await formAlert(scope).allTextContents())[0] ?? '').trim(), { timeout: 10_000 }).toBe(text);

const expectHeading = (page: Page, text: string) =>
  expect.poll(async () => (await mainHeading(page).allTextContents()).map((t) => t.trim()), { timeout: 10_000 }).toContain(text);

/** Picks `option` in the select labelled `label` (MUI selects are comboboxes with a listbox). */
const choose = async (page: Page, scope: Locator, label: RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};
/** The options a select offers. */
const optionsOf = async (page: Page, scope: Locator, label: RegExp): Promise<string[]> => {
  await scope.getByRole('combobox', { name: label }).click();
  const listbox = page.getByRole('listbox');
  await listbox.waitFor();
  const options = (await listbox.getByRole('option').allTextContents()).map((t) => t.trim());
  await page.keyboard.press('Escape');
  await listbox.waitFor({ state: 'detached' });
  return options;
};
/** Value of a row of a details table (a row header and its cell). */
const detail = async (scope: Locator, label: string) =>
  ((await scope.getByRole('row').filter({ has: scope.page().getByRole('rowheader', { name: label, exact: true }) }).getByRole('cell').textContent()) ?? '').trim();

const openAdmin = async (page: Page, menuItem: string, path: string, heading: string) => {
  if (!pathOf(page).startsWith('/admin')) await topNavigation(page).getByRole('link', { name: 'Admin' }).click();
  await sideMenu(page).getByRole('menuitem', { name: menuItem, exact: true }).click();
  await expect.poll(() => pathOf(page)).toBe(path);
  await expectHeading(page, heading);
};

/** A signed-in slink-sys-admin on the Users screen with the list loaded. */
const usersScreen = async (baseURL?: string) => {
  const page = await e2e.newPage(baseURL);
  await signIn(page, 'admin@example.com');
  await openAdmin(page, 'Users', '/admin', 'Users');
  await rowOf(page, 'admin@example.com').waitFor();
  return page;
};

const PASSWORD = 'Welcome#2026';
let sequence = 0;
/** A unique email for a login created by a test; letters-only names to go with it. */
const newEmail = (kind: string) => `e2e.${kind}.${Date.now().toString(36)}${(sequence++).toString(36)}@example.com`;

/** A user made through the platform's REST API, for tests about what follows a create. */
const apiCreateUser = async (email: string, first = 'Quinn', last = 'Harper') => {
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

// ---------------------------------------------------------------------------------------------

describe('Users (/admin)', () => {
  test('list: columns, Status, sorted by email, filter narrows, pagination controls', async () => {
    const page = await usersScreen();
    expect((await columnHeaders(page)).slice(0, 4)).toEqual(['Email', 'First Name', 'Last Name', 'Status']);
    await page.getByRole('button', { name: 'Add new User' }).waitFor();

    const staff = users.filter((u) => u.user_type !== 'API');
    const onFirstPage = Math.min(50, staff.length);
    await expect.poll(() => dataRows(page).count()).toBe(onFirstPage);
    const emails = await column(page, 0);
    expect(emails).toEqual([...emails].sort(byText));
    expect(emails).toEqual(staff.map((u) => u.email).sort(byText).slice(0, 50));

    const disabled = staff.find((u) => !u.enabled)!;
    const enabled = staff.find((u) => u.enabled)!;
    expect((await rowOf(page, disabled.email).getByRole('cell').nth(3).textContent())?.trim()).toBe('Disabled');
    expect((await rowOf(page, enabled.email).getByRole('cell').nth(3).textContent())?.trim()).toBe('Enabled');
    // Row actions (seed 000: View, Edit, Password, Assign, Attributes, Delete).
    expect((await rowOf(page, enabled.email).getByRole('button').allTextContents()).slice(1)).toEqual([
      'View',
      'Edit',
      'Password',
      'Assign',
      'Attributes',
      'Delete',
    ]);

    // Pagination: first, previous, next, last and a page box.
    const pagination = page.getByRole('navigation', { name: 'pagination' });
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) await pagination.getByRole('button', { name }).waitFor();
    expect(await pagination.getByRole('textbox', { name: 'Page' }).inputValue()).toBe('1');
    if (staff.length <= 50) {
      for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
        expect(await pagination.getByRole('button', { name }).isDisabled(), name).toBe(true);
      }
    }
    await e2e.screenshot(page, 'users-list');

    // The filter narrows the rows on every keystroke.
    const target = staff.find((u) => u.last_name === 'Papadopoulos') ?? staff[staff.length - 1];
    await filterBox(page).fill(target.last_name);
    await expect.poll(() => column(page, 0)).toEqual(staff.filter((u) => JSON.stringify(u).includes(target.last_name)).map((u) => u.email).sort(byText));
    await filterBox(page).fill('no-such-user-anywhere');
    await page.getByText('No Records', { exact: true }).waitFor();
    await e2e.screenshot(page, 'users-no-records');
    await filterBox(page).fill('');
    await expect.poll(() => dataRows(page).count()).toBe(onFirstPage);
    expectNoCspViolations(page);
  });

  test('pagination: 50 per page, first/previous/next/last and the page box', async () => {
    // A platform of its own with more than 50 users, so the other tests keep the fixtures.
    const platform = await startPlatform();
    try {
      const token = await platformToken(platform.url, 'admin@example.com');
      const staff = users.filter((u) => u.user_type !== 'API').map((u) => u.email);
      const extra = Math.max(0, 60 - staff.length);
      const letters = (n: number) => String.fromCharCode(97 + Math.floor(n / 26), 97 + (n % 26));
      for (let i = 0; i < extra; i++) {
        const email = `zz.page${String(i).padStart(2, '0')}@example.net`;
        staff.push(email);
        await platformCall(platform.url, token, 'POST', '/auth/users', {
          email,
          first_name: `Page${letters(i)}`,
          last_name: 'Tester',
          account_group_id: 1,
          pwd1: PASSWORD,
          pwd2: PASSWORD,
        });
      }
      const all = staff.sort(byText);
      const pages = Math.ceil(all.length / 50);

      const page = await usersScreen(platform.url);
      const pagination = page.getByRole('navigation', { name: 'pagination' });
      const box = pagination.getByRole('textbox', { name: 'Page' });
      const button = (name: string) => pagination.getByRole('button', { name });
      const onPage = async (n: number) => {
        await expect.poll(() => box.inputValue()).toBe(String(n));
        await expect.poll(() => column(page, 0)).toEqual(all.slice((n - 1) * 50, n * 50));
        expect(await button('First page').isDisabled()).toBe(n === 1);
        expect(await button('Previous page').isDisabled()).toBe(n === 1);
        expect(await button('Next page').isDisabled()).toBe(n === pages);
        expect(await button('Last page').isDisabled()).toBe(n === pages);
      };
      await onPage(1);
      await button('Next page').click();
      await onPage(2);
      await e2e.screenshot(page, 'users-page-2');
      await button('Previous page').click();
      await onPage(1);
      await button('Last page').click();
      await onPage(pages);
      await button('First page').click();
      await onPage(1);
      await box.fill(String(pages));
      await box.press('Enter');
      await onPage(pages);
      expectNoCspViolations(page);
    } finally {
      await platform.close();
    }
  });

  test('Add new User: every validation message word for word, then created, then a duplicate', async () => {
    const page = await usersScreen();
    await page.getByRole('button', { name: 'Add new User' }).click();
    const form = dialog(page, 'Add User');
    await form.waitFor();
    await form.getByText('* indicates required field').waitFor();
    // Add only: Password and Retype Password; no Status.
    expect(await form.getByLabel(/^Password/).count()).toBe(1);
    expect(await form.getByLabel(/^Retype Password/).count()).toBe(1);
    expect(await form.getByRole('checkbox', { name: 'Status' }).count()).toBe(0);
    const save = form.getByRole('button', { name: 'Save' });

    await save.click();
    await expectAlert(form, 'The following fields are required: Email, First Name, Last Name');
    await e2e.screenshot(page, 'users-add-required');

    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('First Name').fill('Ann');
    await form.getByLabel('Last Name').fill('Lee');
    await save.click();
    await expectAlert(form, 'Please select an account group for the user.');

    await choose(page, form, /^Account Group/, groupName(1));
    await save.click();
    await expectAlert(form, 'Not a valid email address');

    const email = newEmail('user');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First Name').fill('Ann1');
    await save.click();
    await expectAlert(form, 'First Name must be letters');

    await form.getByLabel('First Name').fill('Ann');
    await form.getByLabel('Last Name').fill('Lee2');
    await save.click();
    await expectAlert(form, 'Last Name must be letters');

    await form.getByLabel('Last Name').fill('Lee');
    await save.click();
    await expectAlert(form, 'The password fields are empty or do not match');

    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Retype Password/).fill(`${PASSWORD}x`);
    await save.click();
    await expectAlert(form, 'The password fields are empty or do not match');
    await e2e.screenshot(page, 'users-add-password-mismatch');

    await form.getByLabel(/^Retype Password/).fill(PASSWORD);
    await save.click();
    await form.waitFor({ state: 'hidden' });
    await expect.poll(() => pathOf(page)).toBe('/admin');
    const row = rowOf(page, email);
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(0, 4).map((t) => t.trim())).toEqual([email, 'Ann', 'Lee', 'Enabled']);

    // The same email again: the platform's Conflict becomes the seed's text.
    await page.getByRole('button', { name: 'Add new User' }).click();
    await form.waitFor();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First Name').fill('Ann');
    await form.getByLabel('Last Name').fill('Lee');
    await choose(page, form, /^Account Group/, groupName(1));
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Retype Password/).fill(PASSWORD);
    await save.click();
    await expectAlert(form, 'A login with that email may already exist');
    await e2e.screenshot(page, 'users-add-duplicate');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    expectNoCspViolations(page);
  });

  test('View shows the details, account groups and application roles', async () => {
    const email = newEmail('view');
    await apiCreateUser(email);
    const page = await usersScreen();

    // A fixture user with a role: 'application: role name (role code)'.
    const admin = users.find((u) => u.email === 'admin@example.com')!;
    await rowOf(page, admin.email).getByRole('button', { name: admin.email }).click();
    let view = dialog(page, 'User Details');
    await view.waitFor();
    expect(await detail(view, 'Email')).toBe(admin.email);
    expect(await detail(view, 'First Name')).toBe(admin.first_name);
    expect(await detail(view, 'Account Groups')).toBe(admin.account_group_ids.map(groupName).join(', '));
    expect(await detail(view, 'Application Roles')).toBe(`${appName('all')}: System Administrator (slink-sys-admin)`);
    await e2e.screenshot(page, 'users-view');
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'hidden' });

    // A new user without roles, through the row's View button.
    await rowOf(page, email).getByRole('button', { name: 'View', exact: true }).click();
    view = dialog(page, 'User Details');
    await view.waitFor();
    expect(await detail(view, 'Email')).toBe(email);
    expect(await detail(view, 'Last Name')).toBe('Harper');
    expect(await detail(view, 'Account Groups')).toBe(groupName(2));
    expect(await detail(view, 'Application Roles')).toBe('No roles assigned for any application');
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'hidden' });
    expectNoCspViolations(page);
  });

  test('Edit saves the fields and the Status checkbox', async () => {
    const email = newEmail('edit');
    await apiCreateUser(email);
    const page = await usersScreen();
    await rowOf(page, email).getByRole('button', { name: 'Edit', exact: true }).click();
    const form = dialog(page, 'Edit User');
    await form.waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    // Edit has no password fields and a Status checkbox.
    expect(await form.getByLabel(/^Password/).count()).toBe(0);
    const status = form.getByRole('checkbox', { name: 'Status' });
    expect(await status.isChecked()).toBe(true);
    await form.getByLabel('Last Name').fill('Harp3r');
    await form.getByRole('button', { name: 'Save' }).click();
    await expectAlert(form, 'Last Name must be letters');
    await form.getByLabel('Last Name').fill('Harrington');
    await form.getByLabel('City').fill('Springfield');
    await status.uncheck();
    await e2e.screenshot(page, 'users-edit');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    const row = rowOf(page, email);
    await expect
      .poll(async () => (await row.getByRole('cell').allTextContents()).slice(0, 4).map((t) => t.trim()))
      .toEqual([email, 'Quinn', 'Harrington', 'Disabled']);
    // The saved values are what the form shows next time.
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await form.waitFor();
    expect(await form.getByLabel('City').inputValue()).toBe('Springfield');
    expect(await form.getByRole('checkbox', { name: 'Status' }).isChecked()).toBe(false);
    // A field emptied on Edit is cleared (not silently kept); the Account Group can change.
    await form.getByLabel('City').fill('');
    await choose(page, form, /^Account Group/, groupName(3));
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: 'View', exact: true }).click();
    const view = dialog(page, 'User Details');
    await view.waitFor();
    expect(await detail(view, 'City')).toBe('');
    expect(await detail(view, 'Account Groups')).toBe(groupName(3));
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'hidden' });
    // Back after closing a form leaves the list as it was: the form does not open again.
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    await form.waitFor();
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).not.toMatch(/\/edit$/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expectNoCspViolations(page);
  });

  test('Assign: the role list narrows to the application (plus system admin), unless all or workb; saves', async () => {
    const email = newEmail('assign');
    await apiCreateUser(email);
    const page = await usersScreen();
    await rowOf(page, email).getByRole('button', { name: 'Assign', exact: true }).click();
    const form = dialog(page, 'User Assignment');
    await form.waitFor();
    await form.getByText('No roles assigned for any application').waitFor();

    const roleText = (r: (typeof roles)[number]) => `${r.role_name} (${r.role_type_code})`;
    const allRoles = roles.map(roleText);
    const narrowed = (code: string) => roles.filter((r) => r.application_type_code === code || r.role_type_code === 'slink-sys-admin').map(roleText);
    const offered = async () => (await optionsOf(page, form, /^Role/)).filter((o) => o !== '-- None --');

    expect(await offered()).toEqual(allRoles);
    await choose(page, form, /^Application/, appName('hcast'));
    expect(await offered()).toEqual(narrowed('hcast'));
    expect(narrowed('hcast').length).toBeLessThan(allRoles.length);
    await choose(page, form, /^Application/, appName('workb'));
    expect(await offered()).toEqual(allRoles);
    await choose(page, form, /^Application/, appName('all'));
    expect(await offered()).toEqual(allRoles);
    await choose(page, form, /^Application/, appName('hmail'));
    expect(await offered()).toEqual(narrowed('hmail'));

    // Application without a role.
    await form.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectAlert(form, 'You must specify both an application and a role or neither');
    const hmailRole = roles.find((r) => r.application_type_code === 'hmail')!;
    await choose(page, form, /^Role/, roleText(hmailRole));
    await e2e.screenshot(page, 'users-assign');
    await form.getByRole('button', { name: 'Assign', exact: true }).click();
    await form.waitFor({ state: 'hidden' });

    await rowOf(page, email).getByRole('button', { name: 'View', exact: true }).click();
    const view = dialog(page, 'User Details');
    await view.waitFor();
    await expect.poll(() => detail(view, 'Application Roles')).toBe(`${appName('hmail')}: ${roleText(hmailRole)}`);
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'hidden' });

    // The same role again: 'The entry already exists.'
    await rowOf(page, email).getByRole('button', { name: 'Assign', exact: true }).click();
    await form.waitFor();
    await choose(page, form, /^Application/, appName('hmail'));
    await choose(page, form, /^Role/, roleText(hmailRole));
    await form.getByRole('button', { name: 'Assign', exact: true }).click();
    await expectAlert(form, 'The entry already exists.');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'hidden' });
    expectNoCspViolations(page);
  });

  test("Attributes: 'No attributes assigned to this user', add one, delete it with its x", async () => {
    const email = newEmail('attr');
    await apiCreateUser(email);
    const page = await usersScreen();
    await rowOf(page, email).getByRole('button', { name: 'Attributes', exact: true }).click();
    const form = dialog(page, 'Attribute Assignment');
    await form.waitFor();
    await form.getByText('No attributes assigned to this user', { exact: true }).waitFor();

    const type = attributeTypes[1].attribute_name;
    await choose(page, form, /^Attribute Type/, type);
    await form.getByLabel('Attribute Value').fill('Cardiology');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const tag = form.getByText(`${type}: Cardiology`, { exact: true });
    await tag.waitFor();
    expect(await form.getByText('No attributes assigned to this user').count()).toBe(0);
    await e2e.screenshot(page, 'users-attributes');

    await form.getByRole('button', { name: `Remove ${type}: Cardiology`, exact: true }).click();
    await tag.waitFor({ state: 'hidden' });
    await form.getByText('No attributes assigned to this user', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Done' }).click();
    await form.waitFor({ state: 'hidden' });
    expectNoCspViolations(page);
  });

  test("Delete: 'Are you sure you want to permanently remove User <email> ?', then gone", async () => {
    const email = newEmail('delete');
    await apiCreateUser(email);
    const page = await usersScreen();
    await rowOf(page, email).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = dialog(page, 'Delete User');
    await confirm.waitFor();
    await confirm.getByText(`Are you sure you want to permanently remove User ${email} ?`, { exact: true }).waitFor();
    await e2e.screenshot(page, 'users-delete');
    // Cancel keeps the user.
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await rowOf(page, email).waitFor();

    await rowOf(page, email).getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, email).count()).toBe(0);
    // Gone on the platform too: a fresh load does not list it.
    await page.reload();
    await rowOf(page, 'admin@example.com').waitFor();
    expect(await rowOf(page, email).count()).toBe(0);
    expectNoCspViolations(page);
  });
});

describe('other admin screens', () => {
  test('API Clients: list, add (validation, no final period on the group message), delete', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await openAdmin(page, 'API Clients', '/admin/apiclients', 'API Clients');
    const clients = fixture<FixtureLogin[]>('apiclients');
    await rowOf(page, clients[0].email).waitFor();
    expect((await columnHeaders(page)).slice(0, 4)).toEqual(['Email', 'First Name', 'Last Name', 'Status']);
    expect(await column(page, 0)).toEqual(clients.map((c) => c.email).sort(byText));
    expect((await rowOf(page, clients[0].email).getByRole('button').allTextContents()).slice(1)).toEqual([
      'View',
      'Edit',
      'Password',
      'Assign',
      'Attributes',
      'Delete',
    ]);
    await e2e.screenshot(page, 'apiclients-list');

    await page.getByRole('button', { name: 'Add new API Client' }).click();
    const form = dialog(page, 'Add API Client');
    await form.waitFor();
    const save = form.getByRole('button', { name: 'Save' });
    await save.click();
    await expectAlert(form, 'The following fields are required: Email, First Name, Last Name');
    const email = newEmail('client');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First Name').fill('Batch');
    await form.getByLabel('Last Name').fill('Robot');
    await save.click();
    await expectAlert(form, 'Please select an account group for the user');
    await choose(page, form, /^Account Group/, groupName(3));
    await form.getByLabel(/^Password/).fill(PASSWORD);
    await form.getByLabel(/^Retype Password/).fill(PASSWORD);
    await save.click();
    await form.waitFor({ state: 'hidden' });
    await rowOf(page, email).waitFor();

    await rowOf(page, email).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(new RegExp(`permanently remove .*${email.replace(/\./g, '\\.')} \\?$`)).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, email).count()).toBe(0);
    expectNoCspViolations(page);
  });

  test('Roles: read-only list of Role Type Code and Role Name, sorted by code, filterable', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await openAdmin(page, 'Roles', '/admin/roles', 'Roles');
    await rowOf(page, 'slink-sys-admin').waitFor();
    expect(await columnHeaders(page)).toEqual(['Role Type Code', 'Role Name']);
    expect(await column(page, 0)).toEqual(roles.map((r) => r.role_type_code).sort(byText));
    // Read-only: no add button, no row buttons.
    expect(await page.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    expect(await dataRows(page).getByRole('button').count()).toBe(0);
    await e2e.screenshot(page, 'roles-list');
    await filterBox(page).fill('hcast');
    await expect.poll(() => column(page, 0)).toEqual(roles.filter((r) => JSON.stringify(r).includes('hcast')).map((r) => r.role_type_code).sort(byText));
    expectNoCspViolations(page);
  });

  test('API Groups: read-only list of Group Name, Description, Application, filterable', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await openAdmin(page, 'API Groups', '/admin/apigroups', 'API Groups');
    await rowOf(page, apiGroups[0].api_group_name).waitFor();
    expect(await columnHeaders(page)).toEqual(['Group Name', 'Description', 'Application']);
    expect(await column(page, 0)).toEqual(apiGroups.map((g) => g.api_group_name).sort(byText));
    expect(await page.getByRole('button', { name: /^Add/ }).count()).toBe(0);
    expect(await dataRows(page).getByRole('button').count()).toBe(0);
    await e2e.screenshot(page, 'apigroups-list');
    await filterBox(page).fill(apiGroups[2].api_group_name);
    await expect.poll(() => column(page, 0)).toEqual([apiGroups[2].api_group_name]);
    expectNoCspViolations(page);
  });

  test("APIs: '== Show All ==' picker narrows by group; 'missing URL'; create; 'Delete API <METHOD>:<url>?'", async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await openAdmin(page, 'API', '/admin/apis', 'APIs');
    await rowOf(page, apis[0].url).first().waitFor();
    expect((await columnHeaders(page)).slice(0, 3)).toEqual(['ID', 'HTTP Method', 'URL']);
    const picker = page.getByRole('combobox', { name: /^API Group/ });
    expect((await picker.textContent())?.trim()).toBe('== Show All ==');
    const allIds = apis.map((a) => String(a.id));
    await expect.poll(() => column(page, 0)).toEqual(allIds.slice(0, 50));
    expect(await optionsOf(page, page.locator('body'), /^API Group/)).toEqual(['== Show All ==', ...apiGroups.map((g) => g.api_group_name)]);

    const group = apiGroups[2];
    await choose(page, page.locator('body'), /^API Group/, group.api_group_name);
    const inGroup = apis.filter((a) => a.api_groups.some((g) => g.api_group_id === group.id)).map((a) => String(a.id));
    expect(inGroup.length).toBeGreaterThan(0);
    await expect.poll(() => column(page, 0)).toEqual(inGroup);
    await e2e.screenshot(page, 'apis-group');
    await choose(page, page.locator('body'), /^API Group/, '== Show All ==');
    await expect.poll(() => column(page, 0)).toEqual(allIds.slice(0, 50));
    await e2e.screenshot(page, 'apis-list');

    await page.getByRole('button', { name: 'Add API' }).click();
    const form = dialog(page, 'Create New API');
    await form.waitFor();
    const save = form.getByRole('button', { name: 'Save' });
    // URL help (seed 000 section 2).
    await form.getByText('A path with arguments such as /auth/apis/:id').waitFor();
    await save.click();
    await expectAlert(form, 'missing URL');
    await choose(page, form, /^HTTP Method/, 'PUT');
    await save.click();
    await expectAlert(form, 'missing URL');
    const url = `/auth/e2e/${Date.now().toString(36)}/:id`;
    await form.getByLabel(/^URL/).fill(url);
    await e2e.screenshot(page, 'apis-create');
    await save.click();
    await form.waitFor({ state: 'hidden' });
    const row = rowOf(page, url);
    await row.waitFor();
    expect((await row.getByRole('cell').allTextContents()).slice(1, 3).map((t) => t.trim())).toEqual(['PUT', url]);

    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(`Delete API PUT:${url}?`, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Cancel' }).waitFor();
    await e2e.screenshot(page, 'apis-delete');
    await confirm.getByRole('button', { name: 'OK', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => rowOf(page, url).count()).toBe(0);
    expectNoCspViolations(page);
  });
});

describe('SISL users (/admin/sislusers) as slink-sisl-admin', () => {
  test('list with View, Edit, Delete only; add without password fields; the new user appears with workb role', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'sisl.admin@example.com');
    await topNavigation(page).getByRole('link', { name: 'Users', exact: true }).click();
    await expect.poll(() => pathOf(page)).toBe('/admin/sislusers');
    const sisl = users.filter((u) => u.user_type === 'SISL');
    await rowOf(page, sisl[0].email).waitFor();
    expect((await columnHeaders(page)).slice(0, 4)).toEqual(['Email', 'First Name', 'Last Name', 'Status']);
    // Only limited-type users are listed.
    const listed = await column(page, 0);
    expect(listed.length).toBeGreaterThan(0);
    for (const email of listed) expect(sisl.map((u) => u.email)).toContain(email);
    expect((await rowOf(page, sisl[0].email).getByRole('button').allTextContents()).slice(1)).toEqual(['View', 'Edit', 'Delete']);
    await e2e.screenshot(page, 'sislusers-list');

    await page.getByRole('button', { name: 'Add new SISL user' }).click();
    const form = page.getByRole('dialog');
    await form.waitFor();
    await form.getByLabel('Email').waitFor();
    expect(await form.getByLabel(/Password/).count()).toBe(0);
    expect(await form.getByRole('combobox', { name: /^Account Group/ }).count()).toBe(0);
    const save = form.getByRole('button', { name: 'Save' });
    await save.click();
    await expectAlert(form, 'The following fields are required: Email, First Name, Last Name');
    const email = newEmail('sisl');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('First Name').fill('Robin');
    await form.getByLabel('Last Name').fill('Shaw');
    await e2e.screenshot(page, 'sislusers-add');
    await save.click();
    await form.waitFor({ state: 'hidden' });
    const row = rowOf(page, email);
    await row.waitFor();

    // Seed 000 section 4: the admin's first account group and slink-sisl-user on workb.
    const admin = users.find((u) => u.email === 'sisl.admin@example.com')!;
    await row.getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog');
    await view.waitFor();
    const sislRole = roles.find((r) => r.role_type_code === 'slink-sisl-user')!;
    await expect.poll(() => detail(view, 'Application Roles')).toBe(`${appName('workb')}: ${sislRole.role_name} (slink-sisl-user)`);
    expect(await detail(view, 'Account Groups')).toBe(groupName(admin.account_group_ids[0]));
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'hidden' });
    await eventually(async () => expect(await rowOf(page, email).count()).toBe(1));
    expectNoCspViolations(page);
  });
});
