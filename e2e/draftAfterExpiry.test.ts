// Typed work survives session expiry: a save that meets the expired session keeps what was typed
// (never a password), and sign-in brings the user back to the form, which offers it back.
import { describe, expect, test } from 'vitest';
import { signIn, signInAt, startPlatform, useE2E } from './harness';
import { axeViolations } from './axe';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'draftAfterExpiry' });
const TITLE = 'Edit Custom Data Transformation';

describe('typed work and an expired session', () => {
  test('the save fails with the expiry text; after sign-in the form offers the typed values back', async () => {
    const platform = await startPlatform({ tokenTtlSeconds: 20 });
    try {
      const page = await e2e.newPage(platform.url);
      await signInAt(page, 'apilinks@example.com', '/admin/transformations?filter=%7B%22q%22%3A%22Marital%22%7D');
      const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: 'Marital Status Codes', exact: true }) });
      await row.getByRole('button', { name: 'Edit', exact: true }).click();
      const form = page.getByRole('dialog', { name: TITLE });
      await expect.poll(() => form.getByLabel('Description').isEditable()).toBe(true);
      const formPath = new URL(page.url()).pathname;
      await form.getByLabel('Description').fill('Typed before the session ended');
      const expiresAt = await page.evaluate(() => {
        const payload = sessionStorage.getItem('atk')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
        return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
      });
      await page.waitForTimeout(Math.max(0, expiresAt + 1_500 - Date.now()));
      await form.getByRole('button', { name: 'Save' }).click();
      await form.getByRole('alert').filter({ hasText: 'The access token provided is expired, revoked, malformed' }).waitFor();
      await page.waitForURL((url) => url.pathname === '/sharedlogin', { timeout: testTime(10_000) });

      await signIn(page, 'apilinks@example.com');
      await expect.poll(() => new URL(page.url()).pathname).toBe(formPath);
      const back = page.getByRole('dialog', { name: TITLE });
      await back.getByText('Your session ended before your changes to this form were saved. Restore them?').waitFor();
      // The offer is as accessible as every other part of a form (e2e/accessibility.test.ts).
      expect(await axeViolations(page)).toEqual([]);
      await e2e.screenshot(page, 'offer');
      await back.getByRole('button', { name: 'Restore' }).click();
      await expect.poll(() => back.getByLabel('Description').inputValue()).toBe('Typed before the session ended');
      await back.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Successfully saved Transformation details').waitFor();
    } finally {
      await platform.close();
    }
  });
});
