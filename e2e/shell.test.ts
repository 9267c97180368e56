// The shell: sign-in and landing per role, top navigation and side
// menus per role (docs/requirements.md, Navigation and roles), access denied, logout, the redirect through /login and legacy
// index.html links. Landings and top navigations are written out from the requirements; the side
// menus are read from the declarations (each screen config states its menu label, order and roles:
// e2e/declaredMenus.ts), so a new screen needs no line here.
import { describe, expect, it, test } from 'vitest';
import type { Role } from '../language/roles';
import { declaredAreas, declaredSideMenu } from './declaredMenus';
import { expectPath, expectHeading, logout } from './shellKit';
import {
  DEMO_PASSWORD,
  eventually,
  expectNoCspViolations,
  mainHeading,
  pathOf,
  sideMenu,
  sideMenuItems,
  signIn,
  topNavigationItems,
  useE2E,
} from './harness';

const e2e = useE2E({ file: 'shell' });

// ---------------------------------------------------------------------------------------------
// The four demo accounts and what the requirements say each one sees

interface Account {
  email: string;
  landing: string;
  role: Role;
  topNavigation: string[];
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
    forbidden: '/admin/sislusers',
    mayUseAdmin: true,
  },
  {
    email: 'sisl.admin@example.com',
    role: 'slink-sisl-admin',
    landing: '/admin/about',
    topNavigation: ['Users'],
    forbidden: '/admin/apiclients',
    mayUseAdmin: false,
  },
  {
    email: 'engagement@example.com',
    role: 'slink-engmnt-manager',
    landing: '/dashboard',
    topNavigation: ['Home', 'Engagement'],
    forbidden: '/digichannel',
    mayUseAdmin: false,
  },
  {
    email: 'apilinks@example.com',
    role: 'slink-apilink-manager',
    landing: '/home',
    topNavigation: ['Home', 'API Links'],
    forbidden: '/admin/roles',
    mayUseAdmin: false,
  },
];

/**
 * Where each side menu is checked: the page each top navigation item opens and the last entry of
 * that area's menu (the menu stays the same on every page of the area).
 */
const menusOf = (role: Role): { path: string; items: string[] }[] =>
  declaredAreas(role).flatMap(({ area, path }) => {
    const menu = declaredSideMenu(area, role);
    const items = menu.map((item) => item.label);
    const last = menu.at(-2)?.path;
    return [path, ...(last && last !== path ? [last] : [])].map((at) => ({ path: at, items }));
  });

it('reads a side menu for every area of each role, each with its screens before Logout', () => {
  for (const account of ACCOUNTS) {
    expect(menusOf(account.role).length, account.email).toBeGreaterThan(0);
    for (const { items } of menusOf(account.role)) expect(items.length, account.email).toBeGreaterThan(1);
  }
});

// ---------------------------------------------------------------------------------------------

describe.each(ACCOUNTS)('$email ($role)', (account) => {
  test('signs in through /sharedlogin, lands where the requirements say, sees exactly its navigation', async () => {
    const page = await e2e.newPage();
    await signIn(page, account.email);
    await expectPath(page, account.landing);
    expect(await topNavigationItems(page)).toEqual(account.topNavigation);
    // The landing page itself shows (not only the shell around it).
    await mainHeading(page).first().waitFor();
    await e2e.screenshot(page, `landing-${account.role}`);

    for (const { path, items } of menusOf(account.role)) {
      if (pathOf(page) !== path) await page.goto(path);
      await sideMenu(page).getByRole('menuitem', { name: 'Logout' }).waitFor();
      await eventually(async () => expect(await sideMenuItems(page)).toEqual(items));
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

  test('five wrong passwords make this browser wait, right password included, with the time left on the page', async () => {
    // Not a demo account: the wait holds for this address and would stop the other tests.
    const page = await e2e.newPage();
    const tryPassword = async (password: string) => {
      await page.goto('/sharedlogin');
      await page.getByLabel('Email').fill('owen.murphy@example.org');
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.waitForURL((url) => url.searchParams.has('error'));
      return page.getByRole('alert').innerText();
    };
    for (let i = 0; i < 5; i += 1) expect(await tryPassword('Wrong#2026')).toBe('The email or password is incorrect.');
    const waiting = await tryPassword(DEMO_PASSWORD);
    expect(waiting).toMatch(
      /^Too many failed sign-in attempts for this account from this address\. Please wait (\d+ seconds?|1 minute) before trying again, or reset your password\.$/,
    );
    await e2e.screenshot(page, 'sign-in-throttled');
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
