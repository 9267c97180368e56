// Bulk actions in Chromium on the Users screen: every row matching a filter selected across
// pages and disabled (progress, then a summary naming the one row the platform refused), and a
// bulk delete cancelled half-way (no call starts after Cancel; what was not sent stays selected), and a
// run stopped by a refused token (the rows not done are still selected after sign-in), and no
// selection left hidden by a change of search (the rows a run refused are not deleted by the next
// action on other rows).
import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { apiCreateUser, column, dataRows, filterBox, newEmail } from './adminKit';
import { platformCall, platformToken, signIn, useE2E } from './harness';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'bulkActions' });

/** A last name no other test uses (the platform takes letters only). */
const uniqueLast = (prefix: string) =>
  prefix +
  Date.now()
    .toString(26)
    .replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]);

interface BulkLog {
  deletes: number[];
  stop?: number;
}

/** `count` users sharing a last name no other test uses; their ids. */
const someUsers = async (count: number, last: string) => {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await apiCreateUser(e2e, newEmail('bulk'), 'Bulk', last)).login_id);
  return ids;
};

/** The Users list narrowed to `text`, two rows a page, as a pasted link opens it. */
const narrowedUsers = async (text: string): Promise<Page> => {
  const page = await e2e.newPage();
  await signIn(page, 'admin@example.com');
  const query = new URLSearchParams({ filter: JSON.stringify({ q: text }), perPage: '2', page: '1', sort: 'email', order: 'ASC' });
  await page.goto(`/admin?${query}`);
  await expect.poll(() => dataRows(page).count()).toBe(2);
  return page;
};

const bulkBar = (page: Page) => page.getByRole('toolbar', { name: 'Bulk actions' });

/** Selects the page, then every row matching the filter. */
const selectAllMatching = async (page: Page, total: number) => {
  await page.getByRole('checkbox', { name: 'Select every row on this page' }).check();
  await expect.poll(() => bulkBar(page).getByRole('status').textContent()).toBe('2 selected');
  await bulkBar(page)
    .getByRole('button', { name: `Select all ${total} matching` })
    .click();
  await expect.poll(() => bulkBar(page).getByRole('status').textContent()).toBe(`${total} selected`);
};

describe('bulk actions', () => {
  test('disables every user matching a filter across pages; the summary names the one the platform refused', async () => {
    const last = uniqueLast('Dis');
    const ids = await someUsers(5, last);
    const page = await narrowedUsers(last);
    await selectAllMatching(page, 5);

    await bulkBar(page).getByRole('button', { name: 'Disable', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Disable 5 selected rows?' });
    await question.getByText('The console makes one call per row, 4 at a time: 5 calls.').waitFor();
    // Another admin deletes one of them while the question is open: the platform refuses it.
    const token = await platformToken(e2e.url, 'admin@example.com');
    await platformCall(e2e.url, token, 'DELETE', `/auth/users/${ids[4]}`);
    const refusal = await platformCall(e2e.url, token, 'GET', `/auth/users/${ids[4]}`).then(
      () => '',
      (error: Error) => error.message.replace(/^GET \S+: \d+ /, ''),
    );
    expect(refusal).not.toBe('');
    // Each save answers after a moment, so the run's progress is on screen long enough to read.
    await page.route(/\/auth\/users\/\d+$/, async (route) => {
      if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
      await route.continue();
    });
    await question.getByRole('button', { name: 'Disable', exact: true }).click();
    await question.getByText(/^\d of 5$/).waitFor();

    const summary = page.getByRole('dialog', { name: 'Bulk Disable: summary' });
    await summary.getByText('4 rows disabled.').waitFor();
    await summary.getByText('1 row refused:').waitFor();
    // Exact: the refusal also heads its count ("1 <message>").
    await summary.getByText(refusal, { exact: true }).waitFor();
    await e2e.screenshot(page, 'summary');
    await summary.getByRole('button', { name: 'Close' }).click();
    // Focus is back on the action's button (the refused row keeps the toolbar), not on the page's body.
    await expect
      .poll(() =>
        bulkBar(page)
          .getByRole('button', { name: 'Disable', exact: true })
          .evaluate((b) => b === document.activeElement),
      )
      .toBe(true);

    // The list shows them disabled, and the platform holds them so.
    await expect.poll(async () => [...new Set(await column(page, 3))]).toEqual(['Disabled']);
    for (const id of ids.slice(0, 4)) {
      const user = await platformCall<{ enabled: unknown }>(e2e.url, token, 'GET', `/auth/users/${id}`);
      expect([false, 0]).toContain(user.enabled);
    }
  });

  test('Cancel during a bulk delete: no call starts after it, and the rows not sent stay selected', async () => {
    const last = uniqueLast('Del');
    await someUsers(12, last);
    const page = await narrowedUsers(last);
    // Each delete answers after a second, so Cancel comes while the run is under way; the page logs
    // when each delete starts and when Cancel is pressed, on its own clock.
    await page.route(/\/auth\/users\/\d+$/, async (route) => {
      if (route.request().method() === 'DELETE') await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.evaluate(() => {
      const log: BulkLog = { deletes: [] };
      (window as unknown as { bulkLog: BulkLog }).bulkLog = log;
      const fetch = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.method === 'DELETE') log.deletes.push(performance.now());
        return fetch(input, init);
      };
      document.addEventListener(
        'click',
        (event) => {
          if ((event.target as HTMLElement).closest('button')?.textContent === 'Cancel') log.stop ??= performance.now();
        },
        true,
      );
    });
    await selectAllMatching(page, 12);
    await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Delete 12 selected rows?' });
    await question.getByRole('button', { name: 'Delete', exact: true }).click();
    await question.getByText(/^\d+ of 12$/).waitFor();
    // The run's Cancel replaces the question's own (which closes the dialog): one Cancel only.
    await expect.poll(() => question.getByRole('button', { name: 'Cancel' }).count()).toBe(1);
    await question.getByRole('button', { name: 'Cancel' }).click();

    const summary = page.getByRole('dialog', { name: 'Bulk Delete: summary' });
    await summary.getByText(/rows? deleted\.$/).waitFor();
    const log = await page.evaluate(() => (window as unknown as { bulkLog: BulkLog }).bulkLog);
    expect(log.stop).toBeDefined();
    expect(log.deletes.filter((t) => t > log.stop!)).toEqual([]);
    const sent = log.deletes.length;
    expect(sent).toBeLessThan(12);
    await summary.getByText(`${sent} row${sent === 1 ? '' : 's'} deleted.`).waitFor();
    const left = 12 - sent;
    await summary
      .getByText(`Stopped: ${left} row${left === 1 ? '' : 's'} not sent; ${left === 1 ? 'it stays' : 'they stay'} selected.`)
      .waitFor();
    await summary.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bulkBar(page).getByRole('status').textContent()).toBe(`${left} selected`);
  });

  test('a token the platform refuses stops the run: the expiry text, sign-in, and the rows not done are still selected', async () => {
    const last = uniqueLast('Exp');
    await someUsers(3, last);
    const page = await narrowedUsers(last);
    await selectAllMatching(page, 3);
    await bulkBar(page).getByRole('button', { name: 'Disable', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Disable 3 selected rows?' });
    await question.getByText('The console makes one call per row, 4 at a time: 3 calls.').waitFor();
    // The same session with its signature spoilt: the console takes it for valid, the platform answers 401.
    await page.evaluate(() => {
      const token = sessionStorage.getItem('atk')!;
      sessionStorage.setItem('atk', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    });
    await question.getByRole('button', { name: 'Disable', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Bulk Disable: summary' });
    await summary.getByRole('alert').filter({ hasText: 'The access token provided is expired, revoked, malformed' }).waitFor();
    await summary.getByText('The session ended: 3 rows not done stay selected for after sign-in.').waitFor();
    await page.waitForURL((url) => url.pathname === '/sharedlogin', { timeout: testTime(15_000) });
    await signIn(page, 'admin@example.com');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/admin');
    await expect.poll(() => bulkBar(page).getByRole('status').textContent()).toBe('3 selected');
  });

  test('rows a run refused stay selected only until the search changes: the next action asks about and deletes only the rows ticked', async () => {
    const first = uniqueLast('Ran');
    const ran = await someUsers(6, first);
    const other = uniqueLast('Tic');
    const ticked = await someUsers(2, other);
    const page = await narrowedUsers(first);
    await selectAllMatching(page, 6);
    // The platform refuses two of the saves (the rows stay as they were).
    const refused = ran.slice(0, 2);
    await page.route(/\/auth\/users\/\d+$/, async (route) => {
      const id = Number(route.request().url().split('/').pop());
      if (route.request().method() === 'POST' && refused.includes(id))
        return route.fulfill({ status: 409, contentType: 'application/json', body: JSON.stringify({ message: 'Held for review' }) });
      return route.continue();
    });
    await bulkBar(page).getByRole('button', { name: 'Disable', exact: true }).click();
    const question = page.getByRole('dialog', { name: 'Disable 6 selected rows?' });
    // Two rows a page: four of the six are not on it, and the question says so.
    await question.getByText('4 of the selected rows are not on this page.').waitFor();
    await question.getByText('The console makes one call per row, 4 at a time: 6 calls.').waitFor();
    await question.getByRole('button', { name: 'Disable', exact: true }).click();
    const summary = page.getByRole('dialog', { name: 'Bulk Disable: summary' });
    await summary.getByText('4 rows disabled.').waitFor();
    await summary.getByText('2 rows stay selected:').waitFor();
    await summary.getByText('2 refused by the platform').waitFor();
    await summary.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => bulkBar(page).getByRole('status').textContent()).toBe('2 selected');

    // Another search: the refused rows are no longer shown, and no longer selected.
    await filterBox(page).fill(other);
    await expect.poll(() => column(page, 2)).toEqual([other, other]);
    await expect.poll(() => bulkBar(page).count()).toBe(0);
    for (const row of await dataRows(page).all()) await row.getByRole('checkbox').check();
    await expect.poll(() => bulkBar(page).getByRole('status').textContent()).toBe('2 selected');
    await bulkBar(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const deleting = page.getByRole('dialog', { name: 'Delete 2 selected rows?' });
    await deleting.getByText('The console makes one call per row, 4 at a time: 2 calls.').waitFor();
    expect(await deleting.getByText(/not on this page/).count()).toBe(0);
    await deleting.getByRole('button', { name: 'Delete', exact: true }).click();
    const deleted = page.getByRole('dialog', { name: 'Bulk Delete: summary' });
    await deleted.getByText('2 rows deleted.').waitFor();
    await deleted.getByRole('button', { name: 'Close' }).click();

    // The platform still holds every user of the first search; the two ticked ones are gone.
    const token = await platformToken(e2e.url, 'admin@example.com');
    for (const id of ran) await platformCall(e2e.url, token, 'GET', `/auth/users/${id}`);
    for (const id of ticked) await expect(platformCall(e2e.url, token, 'GET', `/auth/users/${id}`)).rejects.toThrow(/: 4\d\d /);
  });
});
