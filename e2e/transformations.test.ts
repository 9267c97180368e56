// Custom data transformations in Chromium: the list (20
// rows a page), create with the requirements' messages, mapping rows added and removed with the
// question, the Integer rule, the unsaved-changes question, the in-use banner, clone, account
// assignment and delete; slink-engmnt-manager is denied. Expected texts are the requirements' words.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { cellsOf, columnHeaders } from './adminKit';
import { filterInAddress, signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'transformations' });

const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const rowOf = (page: Page, name: string) => dataRows(page).filter({ has: page.getByRole('cell', { name, exact: true }) });
const cell = (scope: Locator, column: string, row: number) => scope.getByLabel(`${column}, row ${row}`, { exact: true });

const openScreen = async (email = 'apilinks@example.com') => {
  const page = await e2e.newPage();
  await signInAt(page, email, '/admin/transformations');
  await page.getByRole('columnheader', { name: 'Description' }).waitFor();
  return page;
};
const narrow = async (page: Page, text: string) => {
  await page.getByPlaceholder('Type to Narrow Table').fill(text);
  await filterInAddress(page, text);
};

describe('custom data transformations', () => {
  it('lists 20 a page with the required columns, buttons and row actions', async () => {
    const page = await openScreen();
    expect((await columnHeaders(page)).slice(0, 4)).toEqual(['Name', 'Description', 'In Use', 'Accounts']);
    await page.getByRole('button', { name: 'New Data Transformation' }).waitFor();
    await expect.poll(() => dataRows(page).count()).toBe(20);
    const row = rowOf(page, 'Gender Code to Description');
    for (const button of ['View', 'Edit', 'Assign', 'Clone', 'Delete'])
      await row.getByRole('button', { name: button, exact: true }).waitFor();
    expect((await cellsOf(row).allTextContents()).slice(2, 4).map((t) => t.trim())).toEqual(['Yes', '3']);
    await e2e.screenshot(page, 'list');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => dataRows(page).count()).toBe(4);
    await seen(page, '21-24 of 24');
  });

  it('creates one: the required messages, rows added and removed, the Integer rule, then two-step save', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'New Data Transformation' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Custom Data Transformation' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSays(dialog, 'Name cannot be empty');
    await dialog.getByLabel('Name', { exact: false }).first().fill('E2E Risk Score');
    // The description is a paragraph: Enter starts its second line.
    const description = dialog.getByLabel('Description');
    await description.fill('Risk tier as a number');
    await description.press('Enter');
    await description.pressSequentially('from the EHR score');
    await dialog.getByRole('combobox', { name: 'Output Data Type' }).click();
    await page.getByRole('option', { name: 'Integer' }).click();

    await dialog.getByRole('button', { name: 'Add Mapping' }).click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSays(dialog, 'Map From cannot be empty');
    await cell(dialog, 'Map From', 1).fill('High');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSays(dialog, 'Map To cannot be empty');
    await cell(dialog, 'Map To', 1).fill('three');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await alertSays(dialog, 'Map To must be an integer');
    await cell(dialog, 'Map To', 1).fill('3');

    // A blank new row goes without a question; a filled one asks, a blank value as <blank>.
    await dialog.getByRole('button', { name: 'Add Mapping' }).click();
    await dialog.getByRole('button', { name: 'Remove mapping row 2' }).click();
    await expect.poll(() => cell(dialog, 'Map From', 2).count()).toBe(0);
    await dialog.getByRole('button', { name: 'Add Mapping' }).click();
    await cell(dialog, 'Map From', 2).fill('Medium');
    await dialog.getByRole('button', { name: 'Remove mapping row 2' }).click();
    await seen(page, 'Are you sure you want to delete the mapping (Medium => <blank>)?');
    await page.getByRole('button', { name: 'Yes' }).click();
    await seen(page, 'Successfully removed the mapping');
    await dialog.getByRole('button', { name: 'Add Mapping' }).click();
    await cell(dialog, 'Map From', 2).fill('Low');
    await cell(dialog, 'Map To', 2).fill('1');
    await e2e.screenshot(page, 'create');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully saved Transformation details');
    await dialog.waitFor({ state: 'detached' });

    await narrow(page, 'E2E Risk');
    const row = rowOf(page, 'E2E Risk Score');
    // The address follows the box at once; the rows come a moment later from the list worker.
    await row.waitFor();
    expect((await cellsOf(row).allTextContents()).slice(0, 4).map((t) => t.trim())).toEqual([
      'E2E Risk Score',
      'Risk tier as a number\nfrom the EHR score',
      'No',
      '0',
    ]);
    await row.getByRole('button', { name: 'Edit', exact: true }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Custom Data Transformation' });
    await expect.poll(() => cell(edit, 'Map From', 2).inputValue()).toBe('Low');
    expect(await cell(edit, 'Map To', 1).inputValue()).toBe('3');

    // A saved row is removed on the platform at once, after the question.
    await edit.getByRole('button', { name: 'Remove mapping row 1' }).click();
    await seen(page, 'Are you sure you want to delete the mapping (High => 3)?');
    await page.getByRole('button', { name: 'Yes' }).click();
    await seen(page, 'Successfully removed the mapping');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await edit.waitFor({ state: 'detached' });
    await row.getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog', { name: 'Custom Data Transformation' });
    await expect.poll(() => cell(view, 'Map From', 1).inputValue()).toBe('Low');
    expect(await cell(view, 'Map From', 2).count()).toBe(0);
    expect(await view.getByLabel('Description').inputValue()).toBe('Risk tier as a number\nfrom the EHR score');
  });

  it('asks before leaving with unsaved changes; No stays, Yes leaves without saving', async () => {
    const page = await openScreen();
    await narrow(page, 'Survey Response');
    await rowOf(page, 'Survey Response to Score').getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Custom Data Transformation' });
    await expect.poll(() => cell(dialog, 'Map To', 1).inputValue()).toBe('5');
    await cell(dialog, 'Map To', 1).fill('6');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = "Are you sure you want to leave the Data Transformation page? You've made unsaved changes.";
    await seen(page, question);
    await page.getByRole('button', { name: 'No' }).click();
    expect(await cell(dialog, 'Map To', 1).inputValue()).toBe('6');
    await page.keyboard.press('Escape');
    await seen(page, question);
    await page.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });
    await rowOf(page, 'Survey Response to Score').getByRole('button', { name: 'View', exact: true }).click();
    await expect.poll(() => cell(page.getByRole('dialog', { name: 'Custom Data Transformation' }), 'Map To', 1).inputValue()).toBe('5');
  });

  it('shows an in-use transformation read-only with the banner', async () => {
    const page = await openScreen();
    await rowOf(page, 'Gender Code to Description').getByRole('button', { name: 'Edit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Custom Data Transformation' });
    await seen(dialog, 'This Transformation is in use');
    await expect.poll(() => cell(dialog, 'Map From', 1).getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('button', { name: 'Save' }).count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Add Mapping' }).count()).toBe(0);
    await e2e.screenshot(page, 'in-use');
  });

  it('clones one with its mappings', async () => {
    const page = await openScreen();
    await narrow(page, 'Yes/No');
    // As a person would: the table shows only the searched row before its Clone is clicked
    // (a click while the search still moves the rows can land on nothing).
    await expect.poll(() => dataRows(page).count()).toBe(1);
    await rowOf(page, 'Yes/No to Flag').getByRole('button', { name: 'Clone', exact: true }).click();
    await seen(page, 'Successfully cloned the Transformation "Yes/No to Flag"');
    await rowOf(page, 'Yes/No to Flag (copy)').getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog', { name: 'Custom Data Transformation' });
    await expect.poll(() => cell(view, 'Map From', 4).inputValue()).toBe('No');
  });

  it('assigns and removes an account as slink-sys-admin; none picked is refused', async () => {
    const page = await openScreen('admin@example.com');
    await narrow(page, 'Marital');
    await rowOf(page, 'Marital Status Codes').getByRole('button', { name: 'Assign', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Account' });
    await seen(dialog, 'No account assigned');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await alertSays(dialog, 'Please select an account to assign');
    const picker = dialog.getByRole('combobox', { name: 'Account' });
    await picker.fill('Riverside Regional');
    await page.getByRole('listbox').getByRole('option').first().click();
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await seen(page, 'Transformation account 10001 successfully added');
    await seen(dialog, 'Riverside Regional Medical Center (10001)');
    await e2e.screenshot(page, 'assign');
    await dialog.getByRole('button', { name: 'Remove Riverside Regional Medical Center (10001)', exact: true }).click();
    await seen(page, 'Transformation account 10001 successfully removed');
    await seen(dialog, 'No account assigned');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('deletes one after the required question; one in use is refused with the prefix', async () => {
    const page = await openScreen('admin@example.com');
    await narrow(page, 'Immunization');
    await rowOf(page, 'Immunization Status').getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Custom Data Transformation' });
    await seen(dialog, 'Are you sure you want to permanently remove the transformation "Immunization Status" ?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully deleted the Transformation "Immunization Status"');
    await expect.poll(() => rowOf(page, 'Immunization Status').count()).toBe(0);

    await narrow(page, 'Gender');
    await rowOf(page, 'Gender Code to Description').getByRole('button', { name: 'Delete', exact: true }).click();
    const inUse = page.getByRole('dialog', { name: 'Delete Custom Data Transformation' });
    await inUse.getByRole('button', { name: 'Delete' }).click();
    await alertSays(inUse, 'An error occurred deleting the Transformation: This Transformation is in use');
  });

  it('is denied to slink-engmnt-manager', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'engagement@example.com', '/admin/transformations');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });
});
