// Email Templates in Chromium as slink-sys-admin, with the demo
// platform's stand-in editor script (the real editor's host is not reachable here): list,
// create (name required), save then update, the unsaved-changes question, the View preview, the
// form without the editor, clone, assign an account, delete; other roles are denied.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { platformCall, platformToken, signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'emailTemplates' });
const ROUTE = '/digichannel/emailbeetemplates';
const LEAVE = "Are you sure you want to leave the email template editing page? You've made unsaved changes.";

const seen = (scope: Page | Locator, text: string | RegExp) => scope.getByText(text).first().waitFor();
const alertSays = (scope: Page | Locator, text: string | RegExp) => scope.getByRole('alert').filter({ hasText: text }).first().waitFor();
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

const openScreen = async () => {
  const page = await e2e.newPage();
  await signInAt(page, 'admin@example.com', ROUTE);
  await page.getByRole('columnheader', { name: 'Template Name' }).waitFor();
  return page;
};

const editorOf = (dialog: Locator) => dialog.getByRole('region', { name: 'Email editor' });
const templateNames = async () => {
  const token = await platformToken(e2e.url, 'admin@example.com');
  const list = await platformCall<{ email_bee_template_name: string }[]>(e2e.url, token, 'GET', '/email-service/emailbeetemplates');
  return list.map((t) => t.email_bee_template_name);
};

describe('email templates', () => {
  it('lists templates with their columns, row buttons and accounts', async () => {
    const page = await openScreen();
    await page.getByRole('columnheader', { name: 'Accounts' }).waitFor();
    const row = rowOf(page, 'Appointment Reminder');
    for (const button of ['View', 'Edit', 'Assign', 'Clone', 'Delete']) await row.getByRole('button', { name: button }).waitFor();
    await row.getByRole('cell', { name: '3', exact: true }).waitFor();
    await page.getByRole('menu', { name: 'Side menu' }).getByRole('menuitem', { name: 'Email Templates' }).waitFor();
    await e2e.screenshot(page, 'list');
  });

  it('creates from the blank layout: name required, Save creates, the next Save updates, Save and Close', async () => {
    const page = await openScreen();
    await page.getByRole('button', { name: 'Add Email Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Email Template' });
    const editor = editorOf(dialog);
    await seen(editor, 'Empty column');
    await dialog.getByRole('button', { name: 'Save and Close' }).click();
    await alertSays(dialog, 'You must fill in the email template name');

    await dialog.getByLabel('Template Name').fill('E2E Discharge Follow-up');
    await editor.getByRole('button', { name: 'Add text block' }).click();
    await editor.getByLabel('Text block 1').fill('Please call us within 48 hours of your discharge.');
    await e2e.screenshot(page, 'create-editor');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page, 'Successfully added email template E2E Discharge Follow-up');
    // Still open; the second save updates the template the first one created.
    await editor.getByLabel('Text block 1').fill('Please call us within 24 hours of your discharge.');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await seen(page, 'Successfully updated email template E2E Discharge Follow-up');
    await dialog.getByLabel('Template Name').fill('E2E Discharge Follow-up Call');
    await dialog.getByRole('button', { name: 'Save and Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await seen(page, 'Successfully updated email template E2E Discharge Follow-up Call');
    const names = await templateNames();
    expect(names.filter((n) => n.startsWith('E2E Discharge'))).toEqual(['E2E Discharge Follow-up Call']);

    await rowOf(page, 'E2E Discharge Follow-up Call').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Email Template', exact: true });
    await view.frameLocator('iframe[title="Email preview"]').getByText('Please call us within 24 hours of your discharge.').waitFor();
  });

  it('asks before leaving with unsaved changes (name or editor), Yes and No', async () => {
    const page = await openScreen();
    await rowOf(page, 'Welcome to Your Care Program').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Email Template' });
    const editor = editorOf(dialog);
    await editor.getByLabel('Heading 1').waitFor();
    // Nothing changed: Cancel closes at once.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });

    await rowOf(page, 'Welcome to Your Care Program').getByRole('button', { name: 'Edit' }).click();
    await editor.getByLabel('Heading 1').fill('Welcome aboard');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    const question = page.getByRole('dialog').filter({ hasText: LEAVE });
    await question.waitFor();
    await e2e.screenshot(page, 'leave-question');
    await question.getByRole('button', { name: 'No' }).click();
    await question.waitFor({ state: 'detached' });
    await expect.poll(() => editor.getByLabel('Heading 1').inputValue()).toBe('Welcome aboard');

    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Yes' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await templateNames()).toContain('Welcome to Your Care Program');
    // Leaving did not save the change.
    await rowOf(page, 'Welcome to Your Care Program').getByRole('button', { name: 'View' }).click();
    await page
      .getByRole('dialog', { name: 'Email Template', exact: true })
      .frameLocator('iframe[title="Email preview"]')
      .getByText('Welcome to your care program')
      .waitFor();
  });

  it('View shows the editor as a preview, the name read-only', async () => {
    const page = await openScreen();
    await rowOf(page, 'Appointment Reminder').getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Email Template', exact: true });
    await dialog.frameLocator('iframe[title="Email preview"]').getByText('Your appointment is coming up').waitFor();
    expect(await dialog.getByLabel('Template Name').getAttribute('readonly')).not.toBeNull();
    expect(await dialog.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await e2e.screenshot(page, 'view');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('without the editor: says so, still previews the stored HTML, renames, and edits the JSON (parse errors refused)', async () => {
    const page = await openScreen();
    await page.route('**/BeePlugin.js', (route) => route.abort());
    await rowOf(page, 'Appointment Reminder').getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'Email Template', exact: true });
    await seen(view, 'The email editor could not be loaded (its script could not be downloaded).');
    await view.frameLocator('iframe[title="Email preview"]').getByText('Your appointment is coming up').waitFor();
    await view.getByRole('button', { name: 'Close' }).click();

    await rowOf(page, 'Flu Shot Clinic Announcement').getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Email Template' });
    const json = dialog.getByLabel('Template JSON');
    await json.waitFor();
    const original = await json.inputValue();
    await json.fill(`${original.slice(0, -1)},}`);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    // The parse error itself (the browser's words), before any call is made.
    await alertSays(dialog, /JSON at position \d+/);
    await e2e.screenshot(page, 'no-editor-json-error');
    await json.fill(original);
    await dialog.getByLabel('Template Name').fill('Flu Shot Clinic Saturday');
    await dialog.getByRole('button', { name: 'Save and Close' }).click();
    await seen(page, 'Successfully updated email template Flu Shot Clinic Saturday');
    await rowOf(page, 'Flu Shot Clinic Saturday').waitFor();
  });

  it('clones a template', async () => {
    const page = await openScreen();
    await rowOf(page, 'Appointment Reminder').getByRole('button', { name: 'Clone' }).click();
    await seen(page, 'Successfully cloned email template');
    await rowOf(page, 'Appointment Reminder - Copy').waitFor();
  });

  it('assigns an account (pick first), then removes it', async () => {
    const page = await openScreen();
    const name = 'Welcome to Your Care Program';
    await rowOf(page, name).getByRole('button', { name: 'Assign' }).click();
    const dialog = page.getByRole('dialog', { name: 'Assign Accounts to Email Template' });
    await seen(dialog, 'Assigned Accounts (2)');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await alertSays(dialog, 'Please select a valid account first.');
    const picker = dialog.getByRole('combobox', { name: 'Account' });
    await picker.fill('Riverside Regional');
    await page.getByRole('listbox').getByRole('option').first().waitFor();
    await picker.press('ArrowDown');
    await picker.press('Enter');
    await dialog.getByRole('button', { name: 'Add Account' }).click();
    await seen(page, 'Email template account 10001 successfully added');
    await seen(dialog, 'Assigned Accounts (3)');
    await e2e.screenshot(page, 'assign');
    await dialog.getByRole('button', { name: 'Remove Riverside Regional Medical Center (10001)', exact: true }).click();
    await seen(page, 'Email template account 10001 successfully removed');
    await seen(dialog, 'Assigned Accounts (2)');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('deletes after the confirmation', async () => {
    const page = await openScreen();
    await rowOf(page, 'Appointment Reminder').getByRole('button', { name: 'Clone' }).click();
    const copy = (await templateNames()).find((n) => n.startsWith('Appointment Reminder - Copy'))!;
    await rowOf(page, copy).getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Remove Email Template' });
    await seen(dialog, `Are you sure you want to permanently remove the email template "${copy}" ?`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await seen(page, `Successfully removed email template ${copy}`);
    await rowOf(page, copy).waitFor({ state: 'detached' });
    expect(await templateNames()).not.toContain(copy);
  });

  it('is denied to other roles', async () => {
    for (const email of ['apilinks@example.com', 'engagement@example.com']) {
      const page = await e2e.newPage();
      await signInAt(page, email, ROUTE);
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    }
  });
});
