// The shell's pages (docs/requirements.md, Navigation and roles): About, the Digital
// Channels greeting, cache refresh, My Settings, forgot password through the demo outbox, and
// token expiry. Texts are the requirements' words.
import { describe, expect, test } from 'vitest';
import { accountGroups, accounts, user, expectPath, expectHeading, logout, clickMenu } from './shellKit';
import { DEMO_PASSWORD, expectNoCspViolations, signIn, startPlatform, topNavigation, useE2E } from './harness';
import { testTime } from '../shared/testTime';

const e2e = useE2E({ file: 'pages' });

const NEW_PASSWORD = 'Changed#2027';

describe('pages', () => {
  test('/home greets the user by first name and shows the session table', async () => {
    const page = await e2e.newPage();
    const email = 'engagement@example.com';
    const me = user(email);
    await signIn(page, email);
    await topNavigation(page).getByRole('link', { name: 'Home' }).click();
    await expectPath(page, '/home');
    await expectHeading(page, new RegExp(`\\b${me.first_name}\\b`));

    const groups = me.account_group_ids.map((id) => accountGroups.find((g) => g.id === id)!);
    const groupAccounts = groups.flatMap((g) => g.account_ids).map((id) => accounts.find((a) => a.account_id === id)!);
    const row = async (label: string) => {
      const cells = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) });
      return ((await cells.getByRole('cell').textContent()) ?? '').trim();
    };
    expect(await row('Name')).toBe(`${me.first_name} ${me.last_name}`);
    expect(await row('Email')).toBe(email);
    // Lists are joined with commas.
    expect((await row('Account Groups')).split(', ').sort()).toEqual(groups.map((g) => g.account_group_name).sort());
    expect(new Set((await row('Organizations')).split(', '))).toEqual(new Set(groupAccounts.map((a) => a.organization_name)));
    expect(new Set((await row('Activate Accounts')).split(', '))).toEqual(new Set(groupAccounts.map((a) => a.account_name)));
    await e2e.screenshot(page, 'home');
    expectNoCspViolations(page);
  });

  test("/digichannel shows 'Welcome to Digital Channels, <first name>'", async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await topNavigation(page).getByRole('link', { name: 'Digi Channel' }).click();
    await expectPath(page, '/digichannel');
    await expectHeading(page, `Welcome to Digital Channels, ${user('admin@example.com').first_name}`);
    await e2e.screenshot(page, 'digichannel');
    expectNoCspViolations(page);
  });

  test("cache: 'Refresh Metadata Cache', 'Yes, refresh cache' → 'Cache has been refreshed'", async () => {
    const page = await e2e.newPage();
    await signIn(page, 'admin@example.com');
    await topNavigation(page).getByRole('link', { name: 'Admin' }).click();
    await clickMenu(page, 'Cache');
    await expectPath(page, '/admin/cache');
    await expectHeading(page, 'Refresh Metadata Cache');
    await page.getByText('Do you want to refresh the metadata cache?', { exact: true }).waitFor();
    expect(await page.getByText('Cache has been refreshed').count()).toBe(0);
    await page.getByRole('button', { name: 'Yes, refresh cache' }).click();
    await page.getByText('Cache has been refreshed', { exact: true }).waitFor();
    await e2e.screenshot(page, 'cache-refreshed');
    expectNoCspViolations(page);
  });
});

describe('passwords (each on its own platform, so the others keep Demo#2026)', () => {
  test('My Settings: messages word for word, then the new password signs in and the old one does not', async () => {
    const platform = await startPlatform();
    try {
      const page = await e2e.newPage(platform.url);
      // A slink-apilink-manager who is not a published demo account: those keep Demo#2026.
      const email = 'noah.fischer@example.org';
      await signIn(page, email);
      await clickMenu(page, 'My Settings');
      await expectPath(page, '/home/settings');
      await expectHeading(page, 'My Settings');
      // The form names its owner, read-only.
      expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);

      const submit = page.getByRole('button', { name: 'Change Password' });
      const alert = page.getByRole('alert');
      await submit.click();
      await expect.poll(() => alert.textContent()).toBe('The password fields are required');

      await page.getByLabel(/^Password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Retype Password/).fill(`${NEW_PASSWORD}x`);
      await submit.click();
      await expect.poll(() => alert.textContent()).toBe('The password fields do not match');
      await e2e.screenshot(page, 'settings-mismatch');

      await page.getByLabel('Current Password').fill(DEMO_PASSWORD);
      await page.getByLabel(/^Retype Password/).fill(NEW_PASSWORD);
      await submit.click();
      await page.getByRole('status').filter({ hasText: 'Successfully changed password' }).waitFor();
      expect(await alert.count()).toBe(0);
      expectNoCspViolations(page);

      await logout(page);
      // The old password no longer works...
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByRole('alert').filter({ hasText: 'The email or password is incorrect.' }).waitFor();
      await e2e.screenshot(page, 'sign-in-failed');
      // ...the new one does.
      await signIn(page, email, NEW_PASSWORD);
      await expectPath(page, '/home');
      expectNoCspViolations(page);
    } finally {
      await platform.close();
    }
  });

  test('forgot password → demo outbox → reset link → the new password signs in', async () => {
    const platform = await startPlatform();
    try {
      const page = await e2e.newPage(platform.url);
      // A slink-engmnt-manager who is not a published demo account: those keep Demo#2026.
      const email = 'samuel.adeyemi@example.org';
      await page.goto('/sharedlogin');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expectPath(page, '/forgotpassword');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').filter({ hasText: 'a link to reset the password has been sent' }).waitFor();
      await e2e.screenshot(page, 'forgot-password-sent');

      // The demo platform's outbox shows the mail with the one-time link.
      await page.goto('/demo/outbox');
      const mail = page
        .getByRole('article')
        .filter({ hasText: `To: ${email}` })
        .first();
      await mail.waitFor();
      await e2e.screenshot(page, 'demo-outbox');
      await mail.getByRole('link', { name: /\/changepassword\?token=/ }).click();
      await expectPath(page, '/changepassword');

      const submit = page.getByRole('button', { name: 'Change Password' });
      await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
      await page.getByLabel('Retype Password', { exact: true }).fill('Different#2027');
      await submit.click();
      await page.getByRole('alert').filter({ hasText: 'The password fields do not match' }).waitFor();

      await page.getByLabel('Retype Password', { exact: true }).fill(NEW_PASSWORD);
      await submit.click();
      await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
      await e2e.screenshot(page, 'reset-password-done');
      expectNoCspViolations(page);

      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await expectPath(page, '/sharedlogin');
      await signIn(page, email, NEW_PASSWORD);
      await expectPath(page, '/dashboard');
      expectNoCspViolations(page);
    } finally {
      await platform.close();
    }
  });
});

describe('session expiry', () => {
  test('an expired token makes the next call show the expiry text and go to /login about 3 s later', async () => {
    // Long enough to sign in and open the page before it runs out, on a machine running two other
    // busy processes too (5 s was not); the test waits for the token's own expiry, whatever it is.
    const ttl = Math.ceil(testTime(15_000) / 1000);
    const platform = await startPlatform({ tokenTtlSeconds: ttl });
    try {
      const page = await e2e.newPage(platform.url);
      await signIn(page, 'admin@example.com');
      await topNavigation(page).getByRole('link', { name: 'Admin' }).click();
      await clickMenu(page, 'Cache');
      await expectHeading(page, 'Refresh Metadata Cache');
      // Let the token expire while the page stays open (its own exp claim, however long the
      // sign-in took on a busy machine), then make a call.
      const expiresAt = await page.evaluate(() => {
        const payload = sessionStorage.getItem('atk')!.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
        return (JSON.parse(atob(payload)) as { exp: number }).exp * 1000;
      });
      await page.waitForTimeout(Math.max(0, expiresAt + 1_500 - Date.now()));
      await page.getByRole('button', { name: 'Yes, refresh cache' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The access token provided is expired, revoked, malformed' });
      await alert.waitFor();
      const shownAt = Date.now();
      await e2e.screenshot(page, 'token-expired');
      await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/sharedlogin', { timeout: testTime(8_000) });
      const delay = Date.now() - shownAt;
      expect(delay, 'redirect delay in ms').toBeGreaterThanOrEqual(2_500);
      expect(delay, 'redirect delay in ms').toBeLessThanOrEqual(3_000 + testTime(1_500));
      // The sign-in page follows, carrying the page the user was on.
      await expectPath(page, '/sharedlogin');
      expect(new URL(page.url()).searchParams.get('state')).toBe('/admin/cache');
      expectNoCspViolations(page);
    } finally {
      await platform.close();
    }
  });
});
