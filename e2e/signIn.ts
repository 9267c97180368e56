// Signing in, in the end-to-end tests.
//
// The first sign-in of each account in a test file goes through /sharedlogin as a person does:
// the form, the provider's redirect, /login, the landing page. A later sign-in of the same account
// in that file, on a page that has shown nothing yet, makes the same form post over HTTP, gives the
// page what /login stores of the provider's answer (src/auth/loginHash.ts) and opens the landing
// page /login would open, or the page the test asks for (signInAt): the same session, signed by
// the platform a moment before, without drawing the two sign-in pages again (0.5-0.7 s of a
// 2-core machine per test), nor the landing page before the page the test needs. What the sign-in
// pages do is checked by each file's first sign-in and by the shell's tests.
import type { Locator, Page } from 'playwright-core';
import { landingFor } from '../language/roles';
import { DEMO_PASSWORD } from '../server/demoAccounts';
import { PUBLIC_PATHS } from '../shared/publicPaths';
import { LOGIN_RESULT_KEY, TOKEN_KEY, parseLoginHash } from '../src/auth/loginHash';
import { decodeSession } from '../src/auth/session';
import { providerAnswer } from './platformApi';
import { testTime } from '../shared/testTime';

export const NAVIGATION_TIMEOUT = testTime(30_000);

/** Where the login flow lives; any other path is "inside the console". */
const isPublic = (url: URL) => (PUBLIC_PATHS as readonly string[]).includes(url.pathname.replace(/\/+$/, ''));

/** The top navigation bar of the console. */
export const topNavigation = (page: Page): Locator => page.getByRole('navigation', { name: 'Top navigation' });

/** The platform each page opened by the harness belongs to (e2e.newPage). */
const platformOf = new WeakMap<Page, string>();
export const belongsTo = (page: Page, platformUrl: string) => platformOf.set(page, platformUrl);

/** The accounts this file has signed in through the sign-in page, by platform, email and password. */
const signedInThroughThePage = new Set<string>();
/**
 * Forgets them, as a new test file starts: files share this module (vite.config.ts), and a later
 * file's platform may be given a port an earlier one had.
 */
export const forgetSignIns = (): void => signedInThroughThePage.clear();

/**
 * The session /login would store, given to the page before its first script runs (once: a later
 * sign-out stays signed out); then the page opens `at`, else the role's landing page.
 */
const giveSession = async (page: Page, platformUrl: string, email: string, password: string, at: string | undefined) => {
  const hash = await providerAnswer(platformUrl, email, password);
  const result = parseLoginHash(hash);
  if (!result) throw new Error(`The provider gave ${email} no token: #${hash}`);
  await page.addInitScript(
    ({ keys, hash, token }) => {
      if (sessionStorage.getItem('e2e.sessionGiven')) return;
      sessionStorage.setItem('e2e.sessionGiven', '1');
      sessionStorage.setItem(keys.result, hash);
      sessionStorage.setItem(keys.token, token);
    },
    { keys: { result: LOGIN_RESULT_KEY, token: TOKEN_KEY }, hash, token: result.access_token },
  );
  await page.goto(at ?? landingFor(decodeSession(result.access_token)?.role));
};

const throughTheSignInPage = async (page: Page, email: string, password: string) => {
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (!current || current.pathname !== '/sharedlogin') await page.goto('/sharedlogin');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
};

/**
 * Signs in (through /sharedlogin as a person does, or given the session as above), and waits
 * until the browser has left the sign-in pages and the console's top navigation is shown.
 */
export const signIn = (page: Page, email: string, password: string = DEMO_PASSWORD): Promise<void> =>
  signInThenOpen(page, email, password, undefined);

/**
 * Signs in as above and opens `path`. With the session given, the page opens `path` straight
 * away, as /login returns a visitor to the page that sent them to sign in; through the sign-in
 * page, the browser lands where the requirements say, then opens `path`.
 */
export const signInAt = (page: Page, email: string, path: string, password: string = DEMO_PASSWORD): Promise<void> =>
  signInThenOpen(page, email, password, path);

const signInThenOpen = async (page: Page, email: string, password: string, at: string | undefined): Promise<void> => {
  const platformUrl = platformOf.get(page);
  const account = `${platformUrl} ${email} ${password}`;
  const given = !!platformUrl && page.url() === 'about:blank' && signedInThroughThePage.has(account);
  if (given) await giveSession(page, platformUrl, email, password, at);
  else await throughTheSignInPage(page, email, password);
  try {
    await page.waitForURL((url) => !isPublic(url), { timeout: NAVIGATION_TIMEOUT });
  } catch (error) {
    const alert = await page
      .getByRole('alert')
      .allInnerTexts()
      .catch(() => []);
    throw new Error(
      `Sign-in of ${email} did not leave ${page.url()}${alert.length ? ` (page says: ${alert.join(' | ')})` : ''}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  // The shell is drawn; a dialog the console reopens at once (a form's address, its draft offered
  // back) may already hide it from the accessibility tree.
  await page.getByRole('navigation', { name: 'Top navigation', includeHidden: true }).waitFor();
  if (platformUrl) signedInThroughThePage.add(account);
  if (at && !given) await page.goto(at);
};
