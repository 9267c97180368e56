// Digital channels in Chromium as slink-sys-admin: the
// landing text above the Short Codes list; short code checks, create, edit, view, assign and
// delete with the requirements' messages word for word; other roles denied (email domains and
// unsubscribe groups: emailChannels.test.ts). Expected texts are written out from the requirements.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { channelKit } from './channelKit';
import { ROOT, expectNoCspViolations, mainHeading, sideMenu, signIn, topNavigation, useE2E } from './harness';

const e2e = useE2E({ file: 'digichannel' });

const users = JSON.parse(readFileSync(join(ROOT, 'fixtures', 'users.json'), 'utf8')) as { email: string; first_name: string }[];
const adminFirstName = users.find((u) => u.email === 'admin@example.com')!.first_name;

const { seen, alertSays, rowOf, filter, openAs, admin, addAccount } = channelKit(e2e);

describe('digital channels landing and Short Codes', () => {
  it('shows the welcome heading, the landing text and the Short Codes list below it', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await topNavigation(page).getByRole('link', { name: 'Digi Channel' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/digichannel');
    await expect.poll(() => mainHeading(page).allTextContents()).toContain(`Welcome to Digital Channels, ${adminFirstName}`);
    await seen(page, 'This section lets you manage short codes, email domains');
    await page.getByRole('heading', { level: 2, name: 'Short Codes' }).waitFor();
    for (const header of ['Short Code', 'Throttle', 'Description', 'Accounts count', 'Programs count', 'EffectiveDT']) {
      await page.getByRole('columnheader', { name: header }).first().waitFor();
    }
    const row = rowOf(page, '55123');
    await expect
      .poll(() => row.getByRole('cell').allTextContents())
      .toEqual(expect.arrayContaining(['55123', '30', 'Riverside appointment reminders', '6', '3']));
    for (const button of ['View', 'Edit', 'Assign', 'Delete']) await row.getByRole('button', { name: button }).waitFor();
    for (const item of ['Short Codes', 'Email Domains', 'Email Unsubscribe', 'Logout'])
      await sideMenu(page).getByRole('menuitem', { name: item }).waitFor();
    await e2e.screenshot(page, 'landing');
    expectNoCspViolations(page);
  });

  it('checks a new short code in the required order, then adds it with the default wording and a group', async () => {
    const page = await admin('/digichannel', 'Short Code');
    await page.getByRole('button', { name: 'Add new Short Code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add new Short Code' });
    const save = () => dialog.getByRole('button', { name: 'Save' }).click();
    await save();
    await alertSays(dialog, 'The following fields are required: Short Code, Throttle, Description');
    await dialog.getByLabel('Short Code').fill('12a4');
    await dialog.getByLabel('Throttle').fill('-1');
    await dialog.getByLabel('Description').fill('E2E reminders');
    await save();
    await alertSays(dialog, 'Short Code can only be a number.');
    await dialog.getByLabel('Short Code').fill('123');
    await save();
    await alertSays(dialog, 'Short Code cannot be less than 4 characters.');
    await dialog.getByLabel('Short Code').fill('45678');
    await save();
    await alertSays(dialog, 'Short Code Throttle can only be a positive number.');
    await dialog.getByLabel('Throttle').fill('20');
    // The counter follows the help message; the opt-out message is left blank (default wording).
    await dialog.getByLabel('Help Message').fill('Reply HELP for help');
    await seen(dialog, '19 / 459 characters (1 SMS)');
    await e2e.screenshot(page, 'short-code-form');
    await dialog.getByRole('combobox', { name: 'Assign the accounts of account group' }).click();
    await page.getByRole('option', { name: 'Summit Specialty Care' }).click();
    await save();
    await seen(page, 'Successfully added shortcode 45678');
    await dialog.waitFor({ state: 'detached' });
    await filter(page, '45678');
    // The list reloads after the save: read the row once it is drawn again with the new code.
    await expect
      .poll(() => rowOf(page, '45678').getByRole('cell').allTextContents())
      .toEqual(expect.arrayContaining(['45678', '20', 'E2E reminders', '6', '0']));

    await rowOf(page, '45678').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Short Code Details' });
    await seen(view, 'Reply HELP for help');
    await seen(view, /you are unsubscribed .* se ha dado de baja/);
    await seen(view, 'Assigned Accounts (6)');
    await seen(view, 'No program uses this short code');
  });

  it('edits a short code: the code is read-only, the throttle changes', async () => {
    const page = await admin('/digichannel', 'Short Code');
    await rowOf(page, '28490').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Short Code' });
    const code = dialog.getByLabel('Short Code');
    await expect.poll(() => code.inputValue()).toBe('28490');
    expect(await code.getAttribute('readonly')).not.toBeNull();
    await dialog.getByLabel('Throttle').fill('35');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully updated shortcode 28490');
    await expect.poll(() => rowOf(page, '28490').getByRole('cell').allTextContents()).toContain('35');
  });

  it('views the programs and accounts of a short code', async () => {
    const page = await admin('/digichannel', 'Short Code');
    await rowOf(page, '55123').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Short Code Details' });
    const programs = view.getByRole('table', { name: /Programs using this short code/ });
    for (const header of ['Account Name', 'Program Title', 'Status', 'Keyword'])
      await programs.getByRole('columnheader', { name: header }).waitFor();
    // The headers are drawn before the programs' call answers: wait for the row, not just the table.
    await expect
      .poll(() => programs.getByRole('row').filter({ hasText: 'Cardiology follow-up' }).getByRole('cell').allTextContents())
      .toEqual(['Riverside Cardiology Associates', 'Cardiology follow-up', 'Active', 'HEART']);
    await seen(view, 'Assigned Accounts (6)');
    await seen(view, 'Riverside Pediatrics (10005)');
    await e2e.screenshot(page, 'short-code-view');
    await view.getByRole('button', { name: 'Done' }).click();
  });

  it('assigns and removes an account of a short code', async () => {
    const page = await admin('/digichannel', 'Short Code');
    await rowOf(page, '41414').getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Account' });
    await seen(dialog, 'No account assigned');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await alertSays(dialog, 'Please select a valid account first.');
    await addAccount(page, dialog, 'Northfield Telehealth');
    await seen(page, 'Short code account 10607 successfully added');
    await seen(dialog, 'Assigned Accounts (1)');
    await e2e.screenshot(page, 'short-code-assign');
    await dialog.getByRole('button', { name: 'Remove Northfield Telehealth (10607)', exact: true }).click();
    await seen(page, 'Short code account 10607 successfully removed');
    await seen(dialog, 'No account assigned');
    await dialog.getByRole('button', { name: 'Done' }).click();
  });

  it('deletes a free short code; a code attached to a vendor is refused with the reason', async () => {
    const page = await admin('/digichannel', 'Short Code');
    await rowOf(page, '727272').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Short Code' });
    await seen(dialog, 'Are you sure you want to permanently remove the short code "727272" ?');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Shortcode deleted successfully');
    await expect.poll(() => rowOf(page, '727272').count()).toBe(0);

    await rowOf(page, '78432').getByRole('button', { name: 'Delete' }).click();
    const refused = page.getByRole('dialog', { name: 'Delete Short Code' });
    await refused.getByRole('button', { name: 'Delete' }).click();
    await alertSays(
      refused,
      'An error occurred removing the short code: Short code 78432 is attached to vendor account Twilio Reminders; remove it from the vendor first.',
    );
  });
});

describe('other roles', () => {
  it.each([
    ['engagement@example.com', '/digichannel'],
    ['apilinks@example.com', '/digichannel/emaildomains'],
    ['sisl.admin@example.com', '/digichannel/unsubscribegroups'],
  ])('%s is denied %s', async (email, path) => {
    const page = await openAs(email, path);
    await expect.poll(() => mainHeading(page).allTextContents()).toContain('Access denied');
    expect(await page.getByRole('columnheader').count()).toBe(0);
  });
});
