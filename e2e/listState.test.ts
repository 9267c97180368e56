// A list's state lives in the address: filter, sort, page and page size survive a reload,
// Back/Forward, opening and closing a form, and a link pasted into another signed-in browser.
import { describe, expect, test } from 'vitest';
import { apiCreateUser, byText, column, columnHeaders, dataRows, filterBox, rowOf, users, usersScreen } from './adminKit';
import { signInAt, useE2E } from './harness';

const e2e = useE2E({ file: 'listState' });
const staff = users.filter((u) => u.user_type !== 'API');
const query = (url: string) => new URL(url).search;

describe('list state in the address', () => {
  test('filter and sort survive a reload, a form opened and closed, Back/Forward and a pasted link', async () => {
    const page = await usersScreen(e2e);
    const header = page.getByRole('columnheader', { name: 'First Name' });
    // One click at a time, each drawn before the next: ascending, then descending.
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await header.getByRole('button').click();
    await expect.poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await filterBox(page).fill('example.org');
    const wanted = staff
      .filter((u) => u.email.includes('example.org'))
      .sort((a, b) => byText(b.first_name, a.first_name) || byText(a.email, b.email));
    await expect.poll(() => dataRows(page).count()).toBe(Math.min(50, wanted.length));
    // The rows follow the second click (descending) once it is drawn.
    await expect
      .poll(async () => {
        const shown = await column(page, 1);
        return shown.join('|') === [...shown].sort(byText).reverse().join('|');
      })
      .toBe(true);
    const names = await column(page, 1);
    expect(names).toEqual([...names].sort(byText).reverse());
    const search = query(page.url());
    expect(decodeURIComponent(search)).toContain('"q":"example.org"');
    expect(search).toContain('sort=first_name');
    expect(search).toContain('order=DESC');

    await page.reload();
    await expect.poll(() => column(page, 1)).toEqual(names);
    expect(await filterBox(page).inputValue()).toBe('example.org');

    // A form opened from a row and closed again keeps the list as it was.
    const first = (await column(page, 0))[0]!;
    await rowOf(page, first).getByRole('button', { name: 'View', exact: true }).click();
    const view = page.getByRole('dialog');
    await view.waitFor();
    expect(query(page.url())).toBe(search);
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'detached' });
    expect(query(page.url())).toBe(search);
    await expect.poll(() => column(page, 1)).toEqual(names);

    // Back steps to the list before this filter; Forward brings it back.
    await filterBox(page).fill('');
    await expect.poll(() => dataRows(page).count()).toBe(Math.min(50, staff.length));
    await page.goBack();
    await expect.poll(() => filterBox(page).inputValue()).toBe('example.org');
    await expect.poll(() => column(page, 1)).toEqual(names);
    await page.goForward();
    await expect.poll(() => filterBox(page).inputValue()).toBe('');

    // The link, pasted into another browser where a staff member signs in.
    const other = await e2e.newPage();
    await signInAt(other, 'admin@example.com', `/admin${search}`);
    await expect.poll(() => column(other, 1)).toEqual(names);
    expect(await filterBox(other).inputValue()).toBe('example.org');
    expect((await columnHeaders(other)).slice(0, 2)).toEqual(['Email', 'First Name']);
  });

  test('page and page size come from the address', async () => {
    const page = await usersScreen(e2e);
    await page.goto('/admin?page=2&perPage=10');
    const emails = staff.map((u) => u.email).sort(byText);
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(10, 20));
    const pagination = page.getByRole('navigation', { name: 'pagination' });
    expect(await pagination.getByRole('textbox', { name: 'Page' }).inputValue()).toBe('2');
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => query(page.url())).toContain('page=3');
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(20, 30));
  });

  test('a row action clicked in the same moment as a keystroke in the filter opens its form, and the form stays', async () => {
    const page = await usersScreen(e2e);
    const first = staff.map((u) => u.email).sort(byText)[0];
    await rowOf(page, first).waitFor();
    // The keystroke and the click in one task of the page, as a busy page handles a fast person:
    // react-admin's write of the filter into the address comes after both.
    await page.evaluate((email) => {
      const box = document.querySelector<HTMLInputElement>('input[aria-label="Filter"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, email.slice(0, 3));
      box.dispatchEvent(new Event('input', { bubbles: true }));
      const row = [...document.querySelectorAll('tr')].find((tr) => [...tr.cells].some((td) => td.textContent === email))!;
      [...row.querySelectorAll('button')].find((b) => b.textContent === 'View')!.click();
    }, first);
    const view = page.getByRole('dialog', { name: 'User Details' });
    await view.waitFor();
    // Long after the address write: still open, and the list behind it keeps the filter.
    await page.waitForTimeout(500);
    expect(await view.isVisible()).toBe(true);
    await view.getByRole('button', { name: 'Done' }).click();
    await view.waitFor({ state: 'detached' });
    await expect.poll(() => filterBox(page).inputValue()).toBe(first.slice(0, 3));
  });
});

describe('keyboard', () => {
  test('/ puts the cursor in the filter box, and typing narrows the list', async () => {
    const page = await usersScreen(e2e);
    await page.locator('main h1').click();
    await page.keyboard.press('/');
    await page.keyboard.type('priya');
    expect(await filterBox(page).inputValue()).toBe('priya');
    await expect.poll(() => column(page, 0)).toEqual(['priya.raman@example.org']);
  });
});

// Last: it adds users, which the tests above do not expect.
describe('Back and Forward across pages', () => {
  test('Back from page 2 shows page 1 and Forward page 2 again; a reload shows the same rows', async () => {
    // More users than one page of 50 holds.
    const made: string[] = [];
    // Letters only, so every collation puts them in the same order.
    for (let i = 0; made.length + staff.length <= 55; i += 1) {
      const email = `e2e.paging.${String.fromCharCode(97 + i)}@example.com`;
      await apiCreateUser(e2e, email);
      made.push(email);
    }
    const page = await usersScreen(e2e);
    const emails = [...staff.map((u) => u.email), ...made].sort(byText);
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(0, 50));
    const pagination = page.getByRole('navigation', { name: 'pagination' });
    await pagination.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(50, 100));
    await page.goBack();
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(0, 50));
    expect(new URL(page.url()).pathname).toBe('/admin');
    await page.goForward();
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(50, 100));
    await page.reload();
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(50, 100));
    // After the reload too, Back shows page 1 (never page 2 again).
    await page.goBack();
    await expect.poll(() => column(page, 0)).toEqual(emails.slice(0, 50));
  });
});
