// The other core admin screens in Chromium: API Clients, Roles, API
// Groups, APIs and, as slink-sisl-admin, SISL users. Photographed into e2e/artifacts/.
import { describe, expect, test } from 'vitest';
import {
  fixture,
  type FixtureLogin,
  users,
  roles,
  apiGroups,
  apis,
  groupName,
  appName,
  byText,
  dataRows,
  rowOf,
  columnHeaders,
  cellsOf,
  column,
  filterBox,
  dialog,
  expectAlert,
  choose,
  optionsOf,
  detail,
  openAdmin,
  PASSWORD,
  newEmail,
} from './adminKit';
import { eventually, expectNoCspViolations, pathOf, signIn, topNavigation, useE2E } from './harness';

const e2e = useE2E({ file: 'screens' });

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
    await expect
      .poll(() => column(page, 0))
      .toEqual(
        roles
          .filter((r) => JSON.stringify(r).includes('hcast'))
          .map((r) => r.role_type_code)
          .sort(byText),
      );
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
    expect(await optionsOf(page, page.locator('body'), /^API Group/)).toEqual([
      '== Show All ==',
      ...apiGroups.map((g) => g.api_group_name),
    ]);

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
    // URL help.
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
    expect((await cellsOf(row).allTextContents()).slice(1, 3).map((t) => t.trim())).toEqual(['PUT', url]);

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

    // Required: the admin's first account group and slink-sisl-user on workb.
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
