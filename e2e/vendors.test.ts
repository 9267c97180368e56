// Vendor Accounts in Chromium as slink-sys-admin: the list, adding an
// SMS vendor through its validation messages, editing it, attaching and removing a short code,
// an EMAIL vendor's email domains, the exact delete question; other roles are denied.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { cellsOf, dataRows } from './adminKit';
import { signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'vendors' });

const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const filter = (page: Page) => page.getByPlaceholder('Type to Narrow Table');

const openScreen = async () => {
  const page = await e2e.newPage();
  await signInAt(page, 'admin@example.com', '/digichannel/vendors');
  await page.getByRole('columnheader', { name: 'Vendor Name' }).waitFor();
  return page;
};

const choose = async (page: Page, scope: Locator, label: RegExp, option: string) => {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
};

/** As a person with a keyboard: type part of the value, take the first suggestion. */
const pick = async (page: Page, dialog: Locator, label: string, text: string) => {
  const picker = dialog.getByRole('combobox', { name: label });
  await picker.fill(text);
  await page.getByRole('listbox').getByRole('option', { name: text }).waitFor();
  await picker.press('ArrowDown');
  await picker.press('Enter');
};

describe('vendor accounts', () => {
  it('lists vendors by name with their columns, row buttons, filter and details', async () => {
    const page = await openScreen();
    await page.getByRole('heading', { name: 'Vendor Accounts' }).waitFor();
    for (const header of ['Vendor Name', 'Type', 'Account Name', 'Short Codes/Domains', 'ModifiedDT'])
      await page.getByRole('columnheader', { name: header }).waitFor();
    await expect.poll(() => page.getByRole('row').nth(1).textContent()).toContain('Bandwidth Alerts');
    const row = rowOf(page, 'Twilio Main');
    for (const button of ['View', 'Edit', 'Assign', 'Delete']) await row.getByRole('button', { name: button }).waitFor();
    await page.getByRole('menu', { name: 'Side menu' }).getByRole('menuitem', { name: 'Vendors' }).waitFor();
    await filter(page).fill('sendgrid');
    await rowOf(page, 'SendGrid Newsletters').waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await e2e.screenshot(page, 'list');

    await filter(page).fill('');
    await rowOf(page, 'Twilio Main').getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Vendor Account Details' });
    await seen(details, 'AC3f9a7c2e8b1d4f6a0c5e9b2d7a4f8c1e');
    await seen(details, 'Riverside Enterprise');
    await seen(details, '•••• 6e10');
    expect(await details.getByText('9f8c2e41d7b64a0f93e1c5a28b7d6e10').count()).toBe(0);
    await e2e.screenshot(page, 'details');
    await details.getByRole('button', { name: 'Done' }).click();
  });

  it('adds an SMS vendor through its validation messages, then edits it', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'Add new vendor account' }).click();
    const create = page.getByRole('dialog', { name: 'Add new vendor account' });
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'The following fields are required: Vendor Name, Type, Auth Token');
    // Not a SISL user: the account group and the password are offered.
    await create.getByRole('combobox', { name: 'Account Group' }).waitFor();
    await create.getByLabel('Password', { exact: true }).waitFor();
    expect(await create.getByLabel(/^Account SID/).count()).toBe(0);

    await create.getByLabel(/^Vendor Name/).fill('E2E Twilio');
    await choose(page, create, /^Type/, 'SMS');
    await create.getByLabel(/^Auth Token/).fill('e2e-token-0001');
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Account SID cannot be empty for an SMS vendor.');
    await create.getByLabel(/^Account SID/).fill('AC-E2E-1');
    await create.getByLabel('Messaging Service SID').fill('MG-E2E-1');
    await choose(page, create, /^Account Group/, 'Summit Specialty Care');
    await e2e.screenshot(page, 'add-sms');
    await create.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Vendor account E2E Twilio successfully added');
    // As a person would: the list is used once the form has gone.
    await create.waitFor({ state: 'detached' });

    await filter(page).fill('E2E Twilio');
    // Once the search has narrowed the table: a click while the rows move lands on another row.
    await expect.poll(() => dataRows(page).allTextContents()).toEqual([expect.stringContaining('E2E Twilio')]);
    await rowOf(page, 'E2E Twilio').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Vendor Account' });
    await expect.poll(() => edit.getByLabel(/^Account SID/).inputValue()).toBe('AC-E2E-1');
    expect(await edit.getByLabel(/^Vendor Name/).inputValue()).toBe('E2E Twilio');
    expect(await edit.getByLabel('Password', { exact: true }).count()).toBe(0);
    await edit.getByLabel('Account Name').fill('E2E Outreach Line');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Vendor account E2E Twilio successfully updated');
    await rowOf(page, 'E2E Outreach Line').waitFor();
  });

  it('attaches a short code to an SMS vendor and removes it', async () => {
    const page = await openScreen();
    await rowOf(page, 'Twilio Spare').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Short Codes' });
    await seen(dialog, 'Short Codes (0)');
    await dialog.getByRole('button', { name: 'Add Short Code' }).click();
    await alertSays(dialog, 'Please select a valid short code first.');
    await pick(page, dialog, 'Short Code', '28490');
    await dialog.getByRole('button', { name: 'Add Short Code' }).click();
    await seen(page, 'Vendor shortcode successfully added');
    await seen(dialog, 'Short Codes (1)');
    await e2e.screenshot(page, 'assign-short-code');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => cellsOf(rowOf(page, 'Twilio Spare')).nth(3).textContent()).toBe('1');

    await rowOf(page, 'Twilio Spare').getByRole('button', { name: 'Assign' }).click();
    await dialog.getByRole('button', { name: 'Remove 28490', exact: true }).click();
    await seen(page, 'Vendor shortcode successfully removed');
    await seen(dialog, 'Short Codes (0)');
  });

  it("manages an EMAIL vendor's email domains", async () => {
    const page = await openScreen();
    await rowOf(page, 'SendGrid Newsletters').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Email Domains' });
    await seen(dialog, 'Email Domains (1)');
    await seen(dialog, 'notify.mercyvalley.org');
    await dialog.getByRole('button', { name: 'Add Email Domain' }).click();
    await alertSays(dialog, 'Please select a valid email domain first.');
    await pick(page, dialog, 'Email Domain', 'reminders.summitmed.com');
    await dialog.getByRole('button', { name: 'Add Email Domain' }).click();
    await seen(page, 'Vendor email domain successfully added');
    await seen(dialog, 'Email Domains (2)');
    await e2e.screenshot(page, 'assign-email-domain');
    await dialog.getByRole('button', { name: 'Remove reminders.summitmed.com', exact: true }).click();
    await seen(page, 'Vendor email domain successfully removed');
    await seen(dialog, 'Email Domains (1)');
  });

  it('deletes a vendor after the exact question', async () => {
    const page = await openScreen();
    await rowOf(page, 'Bandwidth Alerts').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog');
    await seen(dialog, 'Are you sure you want to permanently remove SMS vendor account "Bandwidth Alerts" ?');
    await e2e.screenshot(page, 'delete');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Vendor account Bandwidth Alerts successfully removed');
    await expect.poll(() => rowOf(page, 'Bandwidth Alerts').count()).toBe(0);
  });

  it('is denied to other roles', async () => {
    for (const email of ['apilinks@example.com', 'engagement@example.com']) {
      const page = await e2e.newPage();
      await signInAt(page, email, '/digichannel/vendors');
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
  });
});
