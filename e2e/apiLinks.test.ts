// API links in Chromium as slink-apilink-manager and slink-sys-admin:
// the list from the top navigation, create with the requirements' messages word for word, the
// authentication and attribute rows with the SignatureAuth rules, the 10-new-rows limit, the
// unsaved-changes question, the in-use banner, clone, accounts, delete, and a role denied.
import { describe, expect, it } from 'vitest';
import { column } from './adminKit';
import type { Locator, Page } from 'playwright-core';
import { screens } from '../resources';
import { filterInAddress, sideMenu, sideMenuItems, signIn, signInAt, topNavigation, useE2E } from './harness';

const e2e = useE2E({ file: 'apiLinks' });
const TITLE = 'API Link Configuration details';
const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const cell = (scope: Locator, label: string, n: number) => scope.getByLabel(`${label} ${n}`, { exact: true });

/** Signs in and opens the list as a person does: the top navigation's 'API Links'. */
const openList = async (email = 'apilinks@example.com') => {
  const page = await e2e.newPage();
  await signIn(page, email);
  await topNavigation(page).getByRole('link', { name: 'API Links' }).click();
  await page.getByRole('columnheader', { name: 'Api Link Name' }).waitFor();
  return page;
};

const openRow = async (page: Page, name: string, action: string) => {
  await page.getByLabel('Filter', { exact: true }).fill(name);
  // As a person would: the table shows only the rows the search finds before one of them is
  // clicked (a click while the rows still moved was lost once: no clone call was made).
  await filterInAddress(page, name);
  const others = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .filter({ hasNotText: name });
  await expect.poll(() => others.count()).toBe(0);
  await rowOf(page, name).getByRole('button', { name: action, exact: true }).click();
};

/** Answers the Yes/No question that says `question`. */
const answer = async (page: Page, question: string, choice: 'Yes' | 'No') => {
  const dialog = page.getByRole('dialog').filter({ hasText: question });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: choice, exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
};

describe('API links as slink-apilink-manager', () => {
  it('opens the list from the top navigation: columns, sorted by name, row actions, filter', async () => {
    const page = await openList();
    expect(new URL(page.url()).pathname).toBe('/admin/apilinks');
    for (const header of ['Api Link Name', 'In Use', 'Accounts']) await page.getByRole('columnheader', { name: header }).waitFor();
    await page.getByRole('button', { name: 'Add new API Link' }).waitFor();
    const epic = rowOf(page, 'Epic Appointment Confirmation');
    await expect
      .poll(() => epic.getByRole('cell').allInnerTexts())
      .toEqual(expect.arrayContaining(['Epic Appointment Confirmation', 'Yes', '3']));
    for (const button of ['View', 'Edit', 'Assign', 'Clone', 'Delete'])
      await epic.getByRole('button', { name: button, exact: true }).waitFor();
    const names = await column(page, 0);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(await sideMenuItems(page)).toEqual(['API Links', ...(hasTransformations ? ['Transformations'] : []), 'Logout']);
    await e2e.screenshot(page, 'list');
    await epic.getByRole('button', { name: 'Epic Appointment Confirmation' }).click();
    const view = page.getByRole('dialog', { name: TITLE });
    await seen(view, 'This API Link is in use');
    expect(await view.getByLabel('API Link name').inputValue()).toBe('Epic Appointment Confirmation');
    expect(await view.getByLabel('API Link name').isDisabled()).toBe(true);
    expect(await view.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'detached' });
  });

  it('creates a link: every message word for word, authentication and attribute rows, SignatureAuth', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Add new API Link' }).click();
    const form = page.getByRole('dialog', { name: TITLE });
    const save = async (expected: string) => {
      await form.getByRole('button', { name: 'Save' }).click();
      await alertSays(form, expected);
    };
    await save('API Link name cannot be empty');
    await e2e.screenshot(page, 'create-empty');
    await form.getByLabel('API Link name').fill('E2E Discharge Callback');
    await save('API Link URL cannot be empty');
    await form.getByLabel('API URL Endpoint').fill('https://ehr.example.org/discharge');
    await save('API Link verb cannot be empty');
    await form.getByLabel('Verb').selectOption('POST');
    await save('API Link security type cannot be empty');
    await form.getByLabel('Security type').selectOption({ label: 'SignatureAuth' });
    expect(await form.getByLabel('API Link enabled').isChecked()).toBe(true);
    await save('SignatureAuth needs a username authentication field.');

    const auth = form.getByRole('region', { name: 'Authentication details' });
    await auth.getByRole('button', { name: 'Add authentication field' }).click();
    expect(await cell(auth, 'Field', 1).inputValue()).toBe('New_Field_01');
    await save('You cannot have authentication fields which are empty.');
    await cell(auth, 'Field type', 1).selectOption({ label: 'Username' });
    await cell(auth, 'Field', 1).fill('username');
    await cell(auth, 'Value', 1).fill('svc-discharge');
    await save('SignatureAuth needs a password authentication field.');
    await auth.getByRole('button', { name: 'Add authentication field' }).click();
    expect(await cell(auth, 'Field', 2).inputValue()).toBe('New_Field_01');
    await cell(auth, 'Field type', 2).selectOption({ label: 'Username' });
    await cell(auth, 'Value', 2).fill('second');
    await save('You can only have one username authentication field.');
    await cell(auth, 'Field type', 2).selectOption({ label: 'Password' });
    await cell(auth, 'Field', 2).fill('password');
    await save('SignatureAuth needs a header authentication field named accessKey.');
    await auth.getByRole('button', { name: 'Add authentication field' }).click();
    expect(await cell(auth, 'Field', 3).inputValue()).toBe('New_Field_01');
    await auth.getByRole('button', { name: 'Add authentication field' }).click();
    expect(await cell(auth, 'Field', 4).inputValue()).toBe('New_Field_02');
    // The spare row 4, removed after the Yes/No question.
    await auth.getByRole('button', { name: 'Remove authentication row New_Field_02' }).click();
    await answer(page, 'Are you sure you want to remove the authentication row New_Field_02 ?', 'Yes');
    await seen(page, 'Successfully removed the authentication row New_Field_02');
    await expect.poll(() => cell(auth, 'Field', 4).count()).toBe(0);
    await cell(auth, 'Value', 3).fill('AK-E2E');
    await cell(auth, 'Field', 3).fill('access Key');
    await save('Header authentication field access Key cannot contain spaces.');
    await cell(auth, 'Field', 3).fill('accessKey');

    const attributes = form.getByRole('region', { name: 'API Link Attributes' });
    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    await save('You have an empty attribute field name');
    await cell(attributes, 'Field Name', 1).fill('patient\\id');
    await save('Attribute field name patient\\id has invalid characters');
    await cell(attributes, 'Field Name', 1).fill('patient_id');
    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    await cell(attributes, 'Field Type', 2).selectOption({ label: 'header' });
    await cell(attributes, 'Field Name', 2).fill('X Trace');
    await save('Attribute field name X Trace cannot contain spaces for the header field type');
    await cell(attributes, 'Field Name', 2).fill('X-Trace');
    await cell(attributes, 'Test value', 2).fill('trace-1');
    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    await cell(attributes, 'Field Name', 3).fill('patient_id');
    await save('Attribute field name patient_id is used more than once for the field type string');
    await attributes.getByRole('button', { name: 'Remove attribute row patient_id' }).last().click();
    await answer(page, 'Are you sure you want to remove the attribute row patient_id ?', 'No');
    await expect.poll(() => cell(attributes, 'Field Name', 3).count()).toBe(1);
    await attributes.getByRole('button', { name: 'Remove attribute row patient_id' }).last().click();
    await answer(page, 'Are you sure you want to remove the attribute row patient_id ?', 'Yes');
    await seen(page, 'Successfully removed the attribute row patient_id');
    await e2e.screenshot(page, 'create-filled', { fullPage: true });
    await form.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully added the api link E2E Discharge Callback');
    await form.waitFor({ state: 'detached' });
    await openRow(page, 'E2E Discharge Callback', 'Edit');
    const edit = page.getByRole('dialog', { name: TITLE });
    const editAuth = edit.getByRole('region', { name: 'Authentication details' });
    await expect.poll(() => cell(editAuth, 'Field', 3).inputValue()).toBe('accessKey');
    expect(await cell(editAuth, 'Field type', 1).inputValue()).toBe('username');
    const editAttributes = edit.getByRole('region', { name: 'API Link Attributes' });
    await expect.poll(() => cell(editAttributes, 'Field Name', 2).inputValue()).toBe('X-Trace');
    expect(await cell(editAttributes, 'Test value', 2).inputValue()).toBe('trace-1');
  });

  it('refuses an eleventh new attribute row, and a duplicate name from the platform', async () => {
    const page = await openList();
    await page.getByRole('button', { name: 'Add new API Link' }).click();
    const form = page.getByRole('dialog', { name: TITLE });
    const attributes = form.getByRole('region', { name: 'API Link Attributes' });
    for (let i = 1; i <= 10; i++) {
      await attributes.getByRole('button', { name: 'Add attribute' }).click();
      await cell(attributes, 'Field Name', i).fill(`field_${i}`);
    }
    await attributes.getByRole('button', { name: 'Add attribute' }).click();
    await alertSays(form, 'You can only add 10 new attribute rows at a time. Please save your data to the server.');
    expect(await cell(attributes, 'Field Name', 11).count()).toBe(0);
    await e2e.screenshot(page, 'ten-rows', { fullPage: true });
    await form.getByLabel('API Link name').fill('opt-out sync');
    await form.getByLabel('API URL Endpoint').fill('https://crm.example.org/x');
    await form.getByLabel('Verb').selectOption('GET');
    await form.getByLabel('Security type').selectOption({ label: 'None' });
    await form.getByRole('button', { name: 'Save' }).click();
    await alertSays(form, 'An error occurred adding the api link details: Check that an api link with that name does not already exist.');
  });

  it('asks before leaving unsaved changes; a link in use is read-only under its banner', async () => {
    const page = await openList();
    await openRow(page, 'Lab Results Notification Callback', 'Edit');
    const form = page.getByRole('dialog', { name: TITLE });
    const description = form.getByLabel('API Link Description');
    await expect.poll(() => description.isEnabled()).toBe(true);
    await description.fill('Changed but not saved');
    await form.getByRole('button', { name: 'Cancel' }).click();
    const question = "Are you sure you want to leave the API-link configuration page? You've made unsaved changes.";
    await answer(page, question, 'No');
    expect(await description.inputValue()).toBe('Changed but not saved');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await answer(page, question, 'Yes');
    await form.waitFor({ state: 'detached' });
    await openRow(page, 'Pharmacy Refill Lookup', 'Edit');
    const inUse = page.getByRole('dialog', { name: TITLE });
    await seen(inUse, 'This API Link is in use');
    for (const label of ['API Link name', 'API URL Endpoint', 'Verb', 'Security type'])
      expect(await inUse.getByLabel(label).isDisabled()).toBe(true);
    const auth = inUse.getByRole('region', { name: 'Authentication details' });
    // username, password, qs, then the headers: the form lists entries by type
    expect(await cell(auth, 'Field', 4).inputValue()).toBe('accessKey');
    expect(await cell(auth, 'Field', 4).isDisabled()).toBe(true);
    expect(await inUse.getByRole('button', { name: /^Remove / }).count()).toBe(0);
    expect(await inUse.getByRole('button', { name: 'Save' }).count()).toBe(0);
    await e2e.screenshot(page, 'in-use', { fullPage: true });
    await inUse.getByRole('button', { name: 'Done' }).click();
    await inUse.waitFor({ state: 'detached' });
    // The platform refuses to remove it; the banner says so after the required prefix.
    await openRow(page, 'Pharmacy Refill Lookup', 'Delete');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await alertSays(page, 'An error occurred removing the api link: This API Link is in use and cannot be changed');
  });

  it('clones a link, assigns and removes an account, deletes with the exact question', async () => {
    const page = await openList();
    await openRow(page, 'Care Gap Survey Upload', 'Clone');
    await seen(page, 'Successfully cloned the api link Care Gap Survey Upload');
    await page.getByLabel('Filter', { exact: true }).fill('Copy of Care Gap');
    await rowOf(page, 'Copy of Care Gap Survey Upload').waitFor();
    await openRow(page, 'Copy of Care Gap Survey Upload', 'Assign');
    const assign = page.getByRole('dialog', { name: 'Assign Account' });
    expect(await assign.getByLabel('Api Link Name').inputValue()).toBe('Copy of Care Gap Survey Upload');
    await seen(assign, 'No account assigned');
    const picker = assign.getByRole('combobox', { name: 'Account' });
    await picker.fill('Riverside Pediatrics');
    await page.getByRole('option', { name: 'Riverside Pediatrics (10005)' }).click();
    await assign.getByRole('button', { name: 'Add Account' }).click();
    await seen(page, 'API link account 10005 successfully added');
    await seen(assign, 'Riverside Pediatrics (10005)');
    await e2e.screenshot(page, 'assign');
    await assign.getByRole('button', { name: 'Remove Riverside Pediatrics (10005)', exact: true }).click();
    await seen(page, 'API link account 10005 successfully removed');
    await seen(assign, 'No account assigned');
    await assign.getByRole('button', { name: 'Done' }).click();
    await openRow(page, 'Copy of Care Gap Survey Upload', 'Delete');
    const confirm = page
      .getByRole('dialog')
      .filter({ hasText: 'Are you sure you want to permanently the remove api link "Copy of Care Gap Survey Upload" ?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully removed the api link Copy of Care Gap Survey Upload');
    await expect.poll(() => rowOf(page, 'Copy of Care Gap Survey Upload').count()).toBe(0);
  });
});

describe('API links for other roles', () => {
  it('slink-sys-admin opens it from the admin side menu', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'admin@example.com', '/admin');
    await sideMenu(page).getByRole('menuitem', { name: 'API Links', exact: true }).click();
    await page.getByRole('columnheader', { name: 'Api Link Name' }).waitFor();
    await rowOf(page, 'Opt-out Sync').waitFor();
  });

  it('slink-engmnt-manager is denied', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'engagement@example.com', '/admin/apilinks');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });
});

/** Transformations joins the menu once its screen exists (another screen of the same role). */
const hasTransformations = screens.some((s) => s.route === '/admin/transformations');
