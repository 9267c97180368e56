// Email domains and unsubscribe groups in Chromium as
// slink-sys-admin: add, refuse a duplicate, edit, assign accounts, view and delete, with the
// requirements' messages word for word; a domain attached to a vendor cannot be deleted. Expected texts
// are written out from the requirements.
import { describe, expect, it } from 'vitest';
import { channelKit } from './channelKit';
import { sideMenu, useE2E } from './harness';

const e2e = useE2E({ file: 'emailChannels' });
const { seen, alertSays, rowOf, admin, addAccount } = channelKit(e2e);

describe('email domains', () => {
  it('adds, refuses a duplicate, edits, assigns, views and deletes a domain', async () => {
    const page = await admin('/digichannel', 'Short Code');
    await sideMenu(page).getByRole('menuitem', { name: 'Email Domains' }).click();
    await page.getByRole('columnheader', { name: 'Domain URL' }).waitFor();
    await page.getByRole('columnheader', { name: 'Accounts' }).waitFor();
    await page.locator('main table[aria-busy="false"] tbody tr').first().waitFor();
    const urls = (await page.getByRole('row').allTextContents()).slice(1);
    expect(urls[0]).toMatch(/^care\.harborviewmc\.org/);

    await page.getByRole('button', { name: 'Add new Email Domain' }).click();
    const create = page.getByRole('dialog', { name: 'Add new Email Domain' });
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, "Email Domain can't be empty");
    await create.getByLabel('Email Domain').fill('NEWS.lakeshoreclinic.org');
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, 'Check that an email domain with that name does not already exist.');
    await create.getByLabel('Email Domain').fill('alerts.e2eclinic.org');
    await create.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully added email domain alerts.e2eclinic.org');

    await rowOf(page, 'alerts.e2eclinic.org').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Email Domain' });
    await edit.getByLabel('Email Domain').fill('mail.e2eclinic.org');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully updated email domain mail.e2eclinic.org');

    await rowOf(page, 'mail.e2eclinic.org').getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Account' });
    await addAccount(page, assign, 'Bluewater Oncology');
    await seen(page, 'Email domain account 10702 successfully added');
    await assign.getByRole('button', { name: 'Done' }).click();
    await expect.poll(() => rowOf(page, 'mail.e2eclinic.org').getByRole('cell').allTextContents()).toContain('1');

    await rowOf(page, 'mail.e2eclinic.org').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Email Domain Details' });
    await seen(view, 'Bluewater Oncology (10702)');
    await e2e.screenshot(page, 'email-domain-view');
    await view.getByRole('button', { name: 'Done' }).click();

    await rowOf(page, 'mail.e2eclinic.org').getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Email Domain' }).getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully deleted email domain mail.e2eclinic.org');
  });

  it('refuses to delete a domain attached to a vendor', async () => {
    const page = await admin('/digichannel/emaildomains', 'Domain URL');
    await rowOf(page, 'mail.riversidehealth.org').getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete Email Domain' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await alertSays(
      dialog,
      'There was a problem deleting the email domain. Email domain mail.riversidehealth.org is attached to vendor account SendGrid Transactional',
    );
    await e2e.screenshot(page, 'email-domain-refused');
  });
});

describe('unsubscribe groups', () => {
  it('adds, edits, assigns and deletes a group', async () => {
    const page = await admin('/digichannel/unsubscribegroups', 'Unsubscribe Group');
    await page.getByRole('columnheader', { name: 'Accounts' }).waitFor();
    await page.getByRole('button', { name: 'Add new Unsubscribe Group' }).click();
    const create = page.getByRole('dialog', { name: 'Add new Unsubscribe Group' });
    await create.getByRole('button', { name: 'Save' }).click();
    await alertSays(create, "Unsubscribe Group can't be empty");
    await create.getByLabel('Unsubscribe Group').fill('E2E Flu Alerts');
    await create.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully added unsubscribe group E2E Flu Alerts');

    await rowOf(page, 'E2E Flu Alerts').getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Unsubscribe Group' });
    await edit.getByLabel('Unsubscribe Group').fill('E2E Flu Season');
    await edit.getByRole('button', { name: 'Save' }).click();
    await seen(page, 'Successfully updated unsubscribe group E2E Flu Season');

    await rowOf(page, 'E2E Flu Season').getByRole('button', { name: 'Assign' }).click();
    const assign = page.getByRole('dialog', { name: 'Assign Account' });
    await addAccount(page, assign, 'Summit Neurology');
    await seen(page, 'Unsubscribe group account 10206 successfully added');
    await assign.getByRole('button', { name: 'Remove Summit Neurology (10206)', exact: true }).click();
    await seen(page, 'Unsubscribe group account 10206 successfully removed');
    await assign.getByRole('button', { name: 'Done' }).click();

    await rowOf(page, 'E2E Flu Season').getByRole('button', { name: 'Delete' }).click();
    const del = page.getByRole('dialog', { name: 'Delete Unsubscribe Group' });
    await seen(del, 'Are you sure you want to permanently remove the unsubscribe group "E2E Flu Season" ?');
    await del.getByRole('button', { name: 'Delete' }).click();
    await seen(page, 'Successfully deleted unsubscribe group E2E Flu Season');
    await e2e.screenshot(page, 'unsubscribe-groups');
  });
});
