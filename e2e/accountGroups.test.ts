// Account groups in Chromium as slink-sys-admin: create, edit, assign
// accounts up to the 20-account limit, remove a tag, add and remove an IP range.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'accountGroups' });

const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
const alertSays = (scope: Page | Locator, text: string) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();

const openScreen = async () => {
  const page = await e2e.newPage();
  await signInAt(page, 'admin@example.com', '/admin/accountgroups');
  await page.getByRole('columnheader', { name: 'Account Group Name' }).waitFor();
  return page;
};

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
/** Types a search and waits, as a person would, for the table to show only the one row it finds. */
const searchOne = async (page: Page, text: string) => {
  await page.getByPlaceholder('Type to Narrow Table').fill(text);
  await expect.poll(() => dataRows(page).count()).toBe(1);
};

describe('account groups', () => {
  it('lists groups with their columns, row buttons and the filter placeholder', async () => {
    const page = await openScreen();
    for (const header of ['ID', 'Account Group Name', 'Created Date Time'])
      await page.getByRole('columnheader', { name: header }).waitFor();
    expect(await page.getByPlaceholder('Type to Narrow Table').count()).toBe(1);
    const row = rowOf(page, 'Riverside Enterprise');
    for (const button of ['View', 'Edit', 'Assign']) await row.getByRole('button', { name: button }).waitFor();
    await page.getByPlaceholder('Type to Narrow Table').fill('harbor');
    await rowOf(page, 'Harborview Chronic Care').waitFor();
    // The header row and the one match (the table narrows as the text is typed: poll).
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await e2e.screenshot(page, 'list');
  });

  it('creates a group ("Missing group name" first), then edits its name', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'Add Account Group' }).click();
    const create = page.getByRole('dialog', { name: 'Create Account Group' });
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Missing group name');
    await create.getByLabel('Account Group Name').fill('E2E Outreach Group');
    await create.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Account group added successfully');
    await searchOne(page, 'E2E Outreach');
    await rowOf(page, 'E2E Outreach Group').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Account Group' });
    const name = edit.getByLabel('Account Group Name');
    await expect.poll(() => name.inputValue()).toBe('E2E Outreach Group');
    await name.fill('E2E Renamed Group');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Account group modified successfully');
    await searchOne(page, 'E2E Renamed');
    await rowOf(page, 'E2E Renamed Group').getByRole('button', { name: 'View' }).click();
    const details = page.getByRole('dialog', { name: 'Account Group Details' });
    await seen(details, 'E2E Renamed Group');
  });

  it('assigns accounts up to 20, refuses the 21st, removes a tag', async () => {
    const page = await openScreen();
    await rowOf(page, 'Mercy Valley Regional').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Account Group Properties' });
    await seen(dialog, 'Assigned Accounts (19)');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await alertSays(dialog, 'Please select a valid account first.');

    // As a person with a keyboard: type part of a name, take the first suggestion.
    const pickFirstAccount = async () => {
      const picker = dialog.getByRole('combobox', { name: 'Account' });
      await picker.fill('Riverside');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      await picker.press('ArrowDown');
      await picker.press('Enter');
    };
    await pickFirstAccount();
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await seen(page, 'Account group assignment added successfully');
    await seen(dialog, 'Assigned Accounts (20)');

    await pickFirstAccount();
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await alertSays(dialog, 'You have reached the maximum number of accounts that can be assigned to a AccountGroup.');
    await seen(dialog, 'Assigned Accounts (20)');
    await e2e.screenshot(page, 'assign-limit');

    await dialog
      .getByRole('button', { name: /^Remove .*\(\d+\)$/ })
      .first()
      .click();
    await seen(page, 'Account group assignment removed successfully');
    await seen(dialog, 'Assigned Accounts (19)');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('adds and removes an IP range; application required, start after end refused', async () => {
    const page = await openScreen();
    await rowOf(page, 'Northfield Onboarding').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Account Group Properties' });
    await seen(dialog, 'IP Ranges (0)');
    const setIp = async (label: string, octets: number[]) => {
      for (const [i, octet] of octets.entries()) await dialog.getByLabel(`${label} octet ${i + 1}`).selectOption(String(octet));
    };
    await setIp('IP Range Start', [10, 9, 9, 20]);
    await setIp('IP Range End', [10, 9, 9, 3]);
    await dialog.getByRole('button', { name: 'Add Range' }).click();
    await alertSays(dialog, 'Please specify an Application for the IP Range');

    await dialog.getByRole('combobox', { name: 'Application' }).click();
    await page.getByRole('option', { name: 'HealthCast Voice' }).click();
    await dialog.getByRole('button', { name: 'Add Range' }).click();
    await alertSays(dialog, 'Error: The IP Start range is after the IP End range');

    // Numeric per octet: .30 is after .20 although "3" sorts before "20" as text.
    await setIp('IP Range End', [10, 9, 9, 30]);
    await dialog.getByRole('button', { name: 'Add Range' }).click();
    await seen(page, 'IP range added successfully');
    await seen(dialog, 'HealthCast Voice: 10.9.9.20 - 10.9.9.30');
    await seen(dialog, 'IP Ranges (1)');
    await e2e.screenshot(page, 'ip-range');

    await dialog.getByRole('button', { name: 'Remove HealthCast Voice: 10.9.9.20 - 10.9.9.30', exact: true }).click();
    await seen(page, 'IP range removed successfully');
    await seen(dialog, 'IP Ranges (0)');
  });

  it('is denied to other roles', async () => {
    const page = await e2e.newPage();
    await signInAt(page, 'apilinks@example.com', '/admin/accountgroups');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  });
});
