// Where a list lives: in the list worker (src/data/listWorker/), the page receiving only the rows
// it shows; where no worker can run, on the page, with the same rows. A list call the worker
// makes fails as the page's own calls do (the expiry text, then sign-in).
import { describe, expect, test } from 'vitest';
import { column, dataRows, filterBox, openAdmin, rowOf, usersScreen } from './adminKit';
import { expectNoCspViolations, signIn, useE2E } from './harness';
import { expectPath } from './shellKit';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'listWorker' });

/** The list calls the page itself made (its own Resource Timing: a worker's calls are its own). */
const pageListCalls = (page: import('playwright-core').Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').filter((e) => /\/auth\/users\/?$/.test(new URL(e.name).pathname)).length);

describe('the list worker', () => {
  test('makes the list call and answers the pages; the text filter matches cells as shown', async () => {
    const page = await usersScreen(e2e);
    expect(page.workers()).toHaveLength(1);
    const [worker] = page.workers();
    expect(await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname))).toContain(
      '/auth/users/',
    );
    expect(await pageListCalls(page)).toBe(0);

    await filterBox(page).fill('disabled');
    await expect.poll(async () => [...new Set((await column(page, 3)).map((t) => t.trim()))]).toEqual(['Disabled']);
    expectNoCspViolations(page);
  });

  test('where no worker can run, the page keeps the list and shows the same rows', async () => {
    const withWorker = await usersScreen(e2e);
    const expected = await column(withWorker, 0);

    const page = await e2e.newPage();
    await page.addInitScript(() => Reflect.deleteProperty(window, 'Worker'));
    await signIn(page, 'admin@example.com');
    await openAdmin(page, 'Users', '/admin', 'Users');
    await rowOf(page, 'admin@example.com').waitFor();
    expect(page.workers()).toHaveLength(0);
    expect(await pageListCalls(page)).toBe(1);
    expect(await column(page, 0)).toEqual(expected);
    await filterBox(page).fill('disabled');
    await expect.poll(async () => [...new Set((await column(page, 3)).map((t) => t.trim()))]).toEqual(['Disabled']);
    expect(await dataRows(page).count()).toBeGreaterThan(0);
  });

  test("a token the platform refuses on the worker's list call shows the expiry text, then sign-in", async () => {
    const page = await usersScreen(e2e);
    // The same session with its signature spoilt: the console still takes it for valid, the
    // platform answers 401 (as for a revoked token).
    await page.evaluate(() => {
      const token = sessionStorage.getItem('atk')!;
      sessionStorage.setItem('atk', `${token.slice(0, -4)}${token.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`);
    });
    // API Clients' list was never loaded: the worker calls for it with the refused token.
    await openAdmin(page, 'API Clients', '/admin/apiclients', 'API Clients');
    // The list's banner, and react-admin's notification with it.
    await page.getByRole('alert').filter({ hasText: 'The access token provided is expired, revoked, malformed' }).first().waitFor();
    await expectPath(page, '/sharedlogin', testTime(8_000));
    expectNoCspViolations(page);
  });
});
