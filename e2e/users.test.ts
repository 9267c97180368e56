// The Users screen in Chromium: list, filter, paging, and Add new
// User with every validation message and a duplicate. Photographed into e2e/artifacts/.
import { describe, expect, test } from 'vitest';
import {
  users,
  groupName,
  byText,
  dataRows,
  rowOf,
  columnHeaders,
  column,
  filterBox,
  dialog,
  expectAlert,
  choose,
  usersScreen,
  PASSWORD,
  newEmail,
  cellsOf,
} from './adminKit';
import { expectNoCspViolations, pathOf, platformCall, platformToken, startPlatform, useE2E } from './harness';

const e2e = useE2E({ file: 'users' });

describe('Users (/admin): list and add', () => {
  test('list: columns, Status, sorted by email, filter narrows, pagination controls', async () => {
    const page = await usersScreen(e2e);
    expect((await columnHeaders(page)).slice(0, 4)).toEqual(['Email', 'First Name', 'Last Name', 'Status']);
    await page.getByRole('button', { name: 'Add new User' }).waitFor();

    const staff = users.filter((u) => u.user_type !== 'API');
    const onFirstPage = Math.min(50, staff.length);
    await expect.poll(() => dataRows(page).count()).toBe(onFirstPage);
    const emails = await column(page, 0);
    expect(emails).toEqual([...emails].sort(byText));
    expect(emails).toEqual(
      staff
        .map((u) => u.email)
        .sort(byText)
        .slice(0, 50),
    );

    const disabled = staff.find((u) => !u.enabled)!;
    const enabled = staff.find((u) => u.enabled)!;
    expect((await cellsOf(rowOf(page, disabled.email)).nth(3).textContent())?.trim()).toBe('Disabled');
    expect((await cellsOf(rowOf(page, enabled.email)).nth(3).textContent())?.trim()).toBe('Enabled');
    // Row actions (Required: View, Edit, Password, Assign, Attributes, Delete).
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
    await expect
      .poll(() => column(page, 0))
      .toEqual(
        staff
          .filter((u) => JSON.stringify(u).includes(target.last_name))
          .map((u) => u.email)
          .sort(byText),
      );
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

      const page = await usersScreen(e2e, platform.url);
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
    const page = await usersScreen(e2e);
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
    expect((await cellsOf(row).allTextContents()).slice(0, 4).map((t) => t.trim())).toEqual([email, 'Ann', 'Lee', 'Enabled']);

    // The same email again: the platform's Conflict becomes the required text.
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
});
