// The shell (seed 000 sections 2, 5, 6, 8): sign-in and landing per role, top navigation and
// side menus per role, access denied, logout, the redirect through /login, legacy index.html
// links, My Settings, forgot password, cache refresh, the greeting pages and token expiry.
// Expected texts and lists are written out from the seeds, not read from the console's code.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { screens } from '../resources';
import {
  DEMO_PASSWORD,
  ROOT,
  eventually,
  expectNoCspViolations,
  mainHeading,
  pathOf,
  sideMenu,
  sideMenuItems,
  signIn,
  startPlatform,
  topNavigation,
  topNavigationItems,
  useE2E,
} from './harness';

const e2e = useE2E({ file: 'shell' });

// ---------------------------------------------------------------------------------------------
// Demo data the expectations name (fixtures, not console code)

interface FixtureUser {
  email: string;
  first_name: string;
  last_name: string;
  account_group_ids: number[];
}
const fixture = <T>(name: string): T => JSON.parse(readFileSync(join(ROOT, 'fixtures', `${name}.json`), 'utf8')) as T;
const users = fixture<FixtureUser[]>('users');
const accountGroups = fixture<{ id: number; account_group_name: string; account_ids: number[] }[]>('accountGroups');
const accounts = fixture<{ account_id: number; account_name: string; organization_name: string }[]>('accounts');
const user = (email: string): FixtureUser => {
  const found = users.find((u) => u.email === email);
  if (!found) throw new Error(`fixtures/users.json has no ${email}`);
  return found;
};

// ---------------------------------------------------------------------------------------------
// The four demo accounts and what the seeds say each one sees

// Seed 000 section 2 (side menus): API Links and Transformations are admin-menu entries of
// document 2; they are expected once those screens exist.
const hasApiLinks = screens.some((s) => s.route === '/admin/apilinks');
const hasTransformations = screens.some((s) => s.route === '/admin/transformations');
const hasDashboards = screens.some((s) => s.route === '/dashboard');
const SYS_ADMIN_ADMIN_MENU = [
  'Users',
  'API Clients',
  'Account Groups',
  'Roles',
  'API',
  'API Groups',
  'Cache',
  ...(hasApiLinks ? ['API Links'] : []),
  ...(hasTransformations ? ['Transformations'] : []),
  'Logout',
];
const HOME_MENU = ['About', 'My Settings', 'Logout'];
// Seed 000 section 2: slink-apilink-manager's admin menu is API Links and Transformations.
const APILINK_ADMIN_MENU = [...(hasApiLinks ? ['API Links'] : []), ...(hasTransformations ? ['Transformations'] : []), 'Logout'];
const APILINK_ADMIN_PATH = hasApiLinks ? '/admin/apilinks' : '/admin/transformations';
// Seed 001 section 2.1: the digital channels side menu in the seed's order; each entry is
// expected once its screen (with a menu entry) exists.
const DIGICHANNEL_ENTRIES: [label: string, route: string][] = [
  ['Short Codes', '/digichannel'],
  ['Vendors', '/digichannel/vendors'],
  ['Email Domains', '/digichannel/emaildomains'],
  ['Email Unsubscribe', '/digichannel/unsubscribegroups'],
  ['Email Templates', '/digichannel/emailbeetemplates'],
];
const SYS_ADMIN_DIGICHANNEL_MENU = [
  ...DIGICHANNEL_ENTRIES.filter(([, route]) => screens.some((s) => s.route === route && s.menu)).map(([label]) => label),
  'Logout',
];

interface Account {
  email: string;
  role: string;
  landing: string;
  topNavigation: string[];
  /** a page of the account's own area and the side menu shown there */
  menus: { path: string; items: string[] }[];
  /** a route the role may not use */
  forbidden: string;
  /** whether the role may use /admin (the users list) */
  mayUseAdmin: boolean;
}

const ACCOUNTS: Account[] = [
  {
    email: 'admin@example.com',
    role: 'slink-sys-admin',
    landing: '/home',
    topNavigation: ['Home', 'Admin', 'Digi Channel'],
    menus: [
      { path: '/home', items: HOME_MENU },
      { path: '/admin', items: SYS_ADMIN_ADMIN_MENU },
      { path: '/digichannel', items: SYS_ADMIN_DIGICHANNEL_MENU },
      { path: '/digichannel/emailbeetemplates', items: SYS_ADMIN_DIGICHANNEL_MENU },
    ],
    forbidden: '/admin/sislusers',
    mayUseAdmin: true,
  },
  {
    email: 'sisl.admin@example.com',
    role: 'slink-sisl-admin',
    landing: '/admin/about',
    topNavigation: ['Users'],
    menus: [{ path: '/admin/about', items: ['About', 'SISL Users', 'Logout'] }],
    forbidden: '/admin/apiclients',
    mayUseAdmin: false,
  },
  {
    email: 'engagement@example.com',
    role: 'slink-engmnt-manager',
    landing: '/dashboard',
    topNavigation: ['Home', 'Engagement'],
    // Seed 001 section 2.1: Dashboards, a separator (not a menu item) and Logout.
    menus: [{ path: '/home', items: HOME_MENU }, ...(hasDashboards ? [{ path: '/dashboard', items: ['Dashboards', 'Logout'] }] : [])],
    forbidden: '/digichannel',
    mayUseAdmin: false,
  },
  {
    email: 'apilinks@example.com',
    role: 'slink-apilink-manager',
    landing: '/home',
    topNavigation: ['Home', 'API Links'],
    menus: [
      { path: '/home', items: HOME_MENU },
      ...(hasApiLinks || hasTransformations ? [{ path: APILINK_ADMIN_PATH, items: APILINK_ADMIN_MENU }] : []),
      // The same admin menu on the transformations page (seed 001 section 2.1).
      ...(hasTransformations && APILINK_ADMIN_PATH !== '/admin/transformations' ? [{ path: '/admin/transformations', items: APILINK_ADMIN_MENU }] : []),
    ],
    forbidden: '/admin/roles',
    mayUseAdmin: false,
  },
];

// ---------------------------------------------------------------------------------------------
// Helpers

const expectPath = (page: Page, path: string, timeout = 10_000) =>
  expect.poll(() => pathOf(page), { timeout, message: `path of ${page.url()}` }).toBe(path);

const expectHeading = (page: Page, text: string | RegExp) =>
  expect.poll(async () => (await mainHeading(page).allTextContents()).map((t) => t.trim()), { timeout: 10_000 }).toContainEqual(
    typeof text === 'string' ? text : expect.stringMatching(text),
  );

/** Logout through the side menu: the console ends on the sign-in page. */
const logout = async (page: Page) => {
  await sideMenu(page).getByRole('menuitem', { name: 'Logout' }).click();
  await expectPath(page, '/sharedlogin');
  await page.getByRole('button', { name: 'Sign In' }).waitFor();
};

/** Opens a page as a person does: a link of the top navigation or an item of the side menu. */
const clickMenu = async (page: Page, name: string) => {
  await sideMenu(page).getByRole('menuitem', { name, exact: true }).click();
};

const NEW_PASSWORD = 'Changed#2027';

// ---------------------------------------------------------------------------------------------

describe.each(ACCOUNTS)('$email ($role)', (account) => {
  test('signs in through /sharedlogin, lands where the seeds say, sees exactly its navigation', async () => {
    const page = await e2e.newPage();
    await signIn(page, account.email);
    await expectPath(page, account.landing);
    expect(await topNavigationItems(page)).toEqual(account.topNavigation);
    await e2e.screenshot(page, `landing-${account.role}`);

    for (const menu of account.menus) {
      if (pathOf(page) !== menu.path) await page.goto(menu.path);
      await sideMenu(page).getByRole('menuitem', { name: 'Logout' }).waitFor();
      await eventually(async () => expect(await sideMenuItems(page)).toEqual(menu.items));
      // The top navigation is the same in every area.
      expect(await topNavigationItems(page)).toEqual(account.topNavigation);
      expectNoCspViolations(page);
    }
  });

  test('is denied a forbidden route opened by URL', async () => {
    const page = await e2e.newPage();
    await signIn(page, account.email);
    await page.goto(account.forbidden);
    await expectHeading(page, 'Access denied');
    await expectPath(page, account.forbidden);
    await e2e.screenshot(page, `access-denied-${account.role}`);
    expectNoCspViolations(page);
  });

  test('logs out, and a protected page opened afterwards goes through sign-in back to it', async () => {
    const page = await e2e.newPage();
    await signIn(page, account.email);
    await logout(page);
    // The token is gone: the console is not reachable any more.
    await page.goto('/admin');
    await expectPath(page, '/sharedlogin');
    await signIn(page, account.email);
    await expectPath(page, '/admin');
    await expectHeading(page, account.mayUseAdmin ? 'Users' : 'Access denied');
    expectNoCspViolations(page);
  });
});

describe('sign-in redirects', () => {
  test('a protected URL without a token goes to /login, then /sharedlogin carrying it, and back after sign-in', async () => {
    const page = await e2e.newPage();
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await page.goto('/admin/roles?x=1');
    await expectPath(page, '/sharedlogin');

    const login = visited.map((u) => new URL(u)).find((u) => u.pathname === '/login');
    expect(login, `visited: ${visited.join(' → ')}`).toBeDefined();
    expect(login!.searchParams.get('redirect')).toBe('/admin/roles?x=1');
    const shared = new URL(page.url());
    expect(shared.searchParams.get('state')).toBe('/admin/roles?x=1');

    await signIn(page, 'admin@example.com');
    await expectPath(page, '/admin/roles');
    expect(new URL(page.url()).search).toBe('?x=1');
    await expectHeading(page, 'Roles');
    expectNoCspViolations(page);
  });

  test('index.html?op=forgotpassword goes to /forgotpassword, op=changepassword to /changepassword, others to /sharedlogin', async () => {
    const page = await e2e.newPage();
    await page.goto('/index.html?op=forgotpassword');
    await expectPath(page, '/forgotpassword');
    expect(new URL(page.url()).searchParams.get('op')).toBe('forgotpassword');
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();

    await page.goto('/index.html?op=changepassword');
    await expectPath(page, '/changepassword');

    await page.goto('/index.html?client_id=x');
    await expectPath(page, '/sharedlogin');
    expect(new URL(page.url()).searchParams.get('client_id')).toBe('x');
    expectNoCspViolations(page);
  });

  test('/ sends each role to its landing page', async () => {
    const page = await e2e.newPage();
    await signIn(page, 'sisl.admin@example.com');
    await page.goto('/');
    await expectPath(page, '/admin/about');
    await expect.poll(() => page.getByText(/administrative tool for managing limited-type/).count()).toBe(1);
    expectNoCspViolations(page);
  });
});

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
    // Lists are joined with commas (seed 000 section 2).
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
      const email = 'apilinks@example.com';
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
      const email = 'engagement@example.com';
      await page.goto('/sharedlogin');
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expectPath(page, '/forgotpassword');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send reset link' }).click();
      await page.getByRole('status').filter({ hasText: 'a link to reset the password has been sent' }).waitFor();
      await e2e.screenshot(page, 'forgot-password-sent');

      // The demo platform's outbox shows the mail with the one-time link.
      await page.goto('/demo/outbox');
      const mail = page.getByRole('article').filter({ hasText: `To: ${email}` }).first();
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
    const ttl = 5;
    const platform = await startPlatform({ tokenTtlSeconds: ttl });
    try {
      const page = await e2e.newPage(platform.url);
      const signedInAt = Date.now();
      await signIn(page, 'admin@example.com');
      await topNavigation(page).getByRole('link', { name: 'Admin' }).click();
      await clickMenu(page, 'Cache');
      await expectHeading(page, 'Refresh Metadata Cache');
      // Let the token expire while the page stays open, then make a call.
      await page.waitForTimeout(Math.max(0, signedInAt + (ttl + 1.5) * 1000 - Date.now()));
      await page.getByRole('button', { name: 'Yes, refresh cache' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'The access token provided is expired, revoked, malformed' });
      await alert.waitFor();
      const shownAt = Date.now();
      await e2e.screenshot(page, 'token-expired');
      await page.waitForURL((url) => url.pathname === '/login' || url.pathname === '/sharedlogin', { timeout: 8_000 });
      const delay = Date.now() - shownAt;
      expect(delay, 'redirect delay in ms').toBeGreaterThanOrEqual(2_500);
      expect(delay, 'redirect delay in ms').toBeLessThanOrEqual(4_500);
      // The sign-in page follows, carrying the page the user was on.
      await expectPath(page, '/sharedlogin');
      expect(new URL(page.url()).searchParams.get('state')).toBe('/admin/cache');
      expectNoCspViolations(page);
    } finally {
      await platform.close();
    }
  });
});
