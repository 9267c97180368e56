// The Users screen's row actions in Chromium: View, Edit (cleared
// fields, account group, Back), Assign, Attributes and Delete, with the requirements' words.
import { describe, expect, test } from 'vitest';
import {
  users,
  roles,
  attributeTypes,
  groupName,
  appName,
  rowOf,
  dialog,
  expectAlert,
  choose,
  optionsOf,
  detail,
  usersScreen,
  newEmail,
  apiCreateUser,
  cellsOf,
} from './adminKit';
import { loaded } from './axe';
import { formLayoutProblems } from './formLayout';
import { expectNoCspViolations, useE2E } from './harness';

const e2e = useE2E({ file: 'userForms' });

describe('Users (/admin): row actions', () => {
  test('View shows the details, account groups and application roles', async () => {
    const email = newEmail('view');
    await apiCreateUser(e2e, email);
    const page = await usersScreen(e2e);

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

  test('Edit saves the fields and the Status checkbox; its inputs sit apart and level', async () => {
    const email = newEmail('edit');
    await apiCreateUser(e2e, email);
    const page = await usersScreen(e2e);
    await rowOf(page, email).getByRole('button', { name: 'Edit', exact: true }).click();
    const form = dialog(page, 'Edit User');
    await form.waitFor();
    expect(await form.getByLabel('Email').inputValue()).toBe(email);
    // Two columns of inputs, the account group's select beside a text input: apart and level.
    await loaded(form);
    expect(await formLayoutProblems(form)).toEqual([]);
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
      .poll(async () => (await cellsOf(row).allTextContents()).slice(0, 4).map((t) => t.trim()))
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
    await apiCreateUser(e2e, email);
    const page = await usersScreen(e2e);
    await rowOf(page, email).getByRole('button', { name: 'Assign', exact: true }).click();
    const form = dialog(page, 'User Assignment');
    await form.waitFor();
    await form.getByText('No roles assigned for any application').waitFor();

    const roleText = (r: (typeof roles)[number]) => `${r.role_name} (${r.role_type_code})`;
    const allRoles = roles.map(roleText);
    const narrowed = (code: string) =>
      roles.filter((r) => r.application_type_code === code || r.role_type_code === 'slink-sys-admin').map(roleText);
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
    await apiCreateUser(e2e, email);
    const page = await usersScreen(e2e);
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
    await apiCreateUser(e2e, email);
    const page = await usersScreen(e2e);
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
