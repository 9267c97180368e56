// End-to-end harness: one demo platform (in-process, port 0, fresh data dir, serving dist/) and
// one Chromium (playwright-core with the system browser) per test file. Each test gets its own
// browser context, so sessions never leak from one test to the next.
//
//   const e2e = useE2E();                      // in a test file, at top level
//   const page = await e2e.newPage();          // a fresh context + page, CSP violations collected
//   await signIn(page, 'admin@example.com');   // through /sharedlogin as a person does, the file's
//                                              // first time for that account (e2e/signIn.ts)
//   await signInAt(page, email, '/admin/apis'); // signed in, then at that page
//
// On failure the afterEach hook saves a screenshot of every open page into e2e/artifacts/ and
// prints what each page did (e2e/pageLog.ts).
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { DEMO_PASSWORD } from '../server/demoAccounts';
import { createPlatform, type PlatformOptions, type RunningPlatform } from '../server/platform';
import { CHROMIUM_ARGS, chromiumPath, launchBrowser } from './chromium';
import { collectCspViolations, cspViolations, expectNoCspViolations } from './cspViolations';
import { pageLog, recordPageLog } from './pageLog';
import { NAVIGATION_TIMEOUT, belongsTo, forgetSignIns, signIn, signInAt, topNavigation } from './signIn';
import { testTime } from '../shared/testTime';
import { keepFailureReport } from '../tools/failureReports';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = join(ROOT, 'dist');
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');

/**
 * Timeouts of Playwright actions and waits: well below the e2e test timeout (vite.config.ts), and generous enough
 * for two or three test files sharing CI's 2 cores (a lazily loaded form can take seconds there).
 */
const ACTION_TIMEOUT = testTime(20_000);

// ---------------------------------------------------------------------------------------------
// Chromium: e2e/chromium.ts (shared with the benchmarks)

export { CHROMIUM_ARGS, chromiumPath, launchBrowser };
export { collectCspViolations, cspViolations, expectNoCspViolations };
// Signing in: e2e/signIn.ts
export { signIn, signInAt, topNavigation };
export { DEMO_PASSWORD };
// The platform's REST API, for preparing data a test needs: e2e/platformApi.ts
export { platformCall, platformToken } from './platformApi';

// ---------------------------------------------------------------------------------------------
// The demo platform

export interface TestPlatform {
  url: string;
  dataDir: string;
  running: RunningPlatform;
  close(): Promise<void>;
}

/** Starts the demo platform on 127.0.0.1, a free port, with a fresh temp data dir. */
export const startPlatform = async (options: Partial<PlatformOptions> = {}): Promise<TestPlatform> => {
  if (!existsSync(join(DIST, 'index.html'))) {
    throw new Error(`The built console is missing (${DIST}/index.html): run npm run build first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'slink-e2e-'));
  const platform = await createPlatform({ dataDir, staticDir: DIST, demoMode: true, logger: false, ...options });
  const running = await platform.listen(0, '127.0.0.1');
  return {
    url: running.url,
    dataDir,
    running,
    close: async () => {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Per-file setup

export interface E2E {
  readonly browser: Browser;
  readonly platform: TestPlatform;
  /** the platform's origin, e.g. http://127.0.0.1:41234 */
  readonly url: string;
  /**
   * A fresh browser context and page (1280x800), CSP violations collected, base URL set to the
   * file's platform or to `baseURL` (a second platform started by the test). The browser asks for
   * reduced motion unless `motion` says otherwise: the console then runs no animation a test would
   * wait out (src/shell/theme.ts), and e2e/reducedMotion.test.ts checks both.
   */
  newPage(baseURL?: string, options?: { motion?: 'reduce' | 'no-preference' }): Promise<Page>;
  /** a screenshot of `page` (the viewport, or the whole page) into e2e/artifacts/<file>-<name>.png; returns the path */
  screenshot(page: Page, name: string, options?: { fullPage?: boolean }): Promise<string>;
}

const safeName = (name: string) =>
  name
    .replace(/[^a-zA-Z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 120);

/**
 * Registers the hooks of one test file: platform and browser in beforeAll, a failure screenshot
 * and context cleanup in afterEach, everything closed in afterAll.
 */
export const useE2E = (options: { file: string; platform?: Partial<PlatformOptions> }): E2E => {
  let browser: Browser | undefined;
  let platform: TestPlatform | undefined;
  let contexts: BrowserContext[] = [];
  const prefix = safeName(options.file);

  const screenshot = async (page: Page, name: string, { fullPage = false }: { fullPage?: boolean } = {}) => {
    mkdirSync(ARTIFACTS, { recursive: true });
    const path = join(ARTIFACTS, `${prefix}-${safeName(name)}.png`);
    await page.screenshot({ path, fullPage, timeout: testTime(10_000) });
    return path;
  };

  const e2e: E2E = {
    get browser() {
      if (!browser) throw new Error('The browser is not started (useE2E must be called at the top level of the test file)');
      return browser;
    },
    get platform() {
      if (!platform) throw new Error('The platform is not started');
      return platform;
    },
    get url() {
      return e2e.platform.url;
    },
    async newPage(baseURL?: string, { motion = 'reduce' }: { motion?: 'reduce' | 'no-preference' } = {}) {
      const context = await e2e.browser.newContext({
        baseURL: baseURL ?? e2e.url,
        viewport: { width: 1280, height: 800 },
        locale: 'en-US',
        reducedMotion: motion,
      });
      context.setDefaultTimeout(ACTION_TIMEOUT);
      context.setDefaultNavigationTimeout(NAVIGATION_TIMEOUT);
      contexts.push(context);
      const page = await context.newPage();
      belongsTo(page, baseURL ?? e2e.url);
      await collectCspViolations(page);
      await recordPageLog(page);
      return page;
    },
    screenshot,
  };

  beforeAll(async () => {
    forgetSignIns();
    [platform, browser] = await Promise.all([startPlatform(options.platform), launchBrowser()]);
  });

  afterEach(async (ctx) => {
    const failed = ctx.task.result?.state === 'fail';
    const open = contexts.flatMap((c) => c.pages());
    try {
      if (failed) {
        const report: string[] = [];
        for (const [i, page] of open.entries()) {
          const log = pageLog(page);
          if (log.length)
            report.push(
              `What the page did (${page.url()}; platform calls, notifications, failed requests, errors):\n  ${log.join('\n  ')}`,
            );
          try {
            const suite = ctx.task.suite?.name ? `${ctx.task.suite.name}-` : '';
            const path = await screenshot(page, `FAILED-${suite}${ctx.task.name}${open.length > 1 ? `-${i + 1}` : ''}`, { fullPage: true });
            report.push(`Failure screenshot of ${page.url()}: ${path}`);
          } catch (error) {
            report.push(`No failure screenshot of ${page.url()}: ${(error as Error).message}`);
          }
        }
        console.error(report.join('\n'));
        // Again at the end of the run, where a CI log's tail shows it (tools/failureReports.ts).
        keepFailureReport(ctx.task.fullName, report.join('\n'));
      } else {
        // Every page a passing test visited must have been free of CSP violations.
        for (const page of open) expectNoCspViolations(page);
      }
    } finally {
      await Promise.allSettled(contexts.map((c) => c.close()));
      contexts = [];
    }
  });

  afterAll(async () => {
    await Promise.allSettled([browser?.close(), platform?.close()]);
  });

  return e2e;
};

// ---------------------------------------------------------------------------------------------
// People's actions

export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/**
 * Waits until the list's address holds the filter text (react-admin writes it a moment after the
 * keystroke, relative to the list's path: an action clicked before that write could be undone
 * by it on a busy machine, as a person clicking that fast could see).
 */
export const filterInAddress = (page: Page, text: string): Promise<void> =>
  page.waitForURL((url) => (new URLSearchParams(url.search).get('filter') ?? '').includes(JSON.stringify(text).slice(1, -1)));

/** The side menu of the console. */
export const sideMenu = (page: Page): Locator => page.getByRole('menu', { name: 'Side menu' });

/** The texts of the links of the top navigation, in order. */
export const topNavigationItems = async (page: Page): Promise<string[]> =>
  (await topNavigation(page).getByRole('link').allTextContents()).map((t) => t.trim());

/** The texts of the side menu's items, in order. */
export const sideMenuItems = async (page: Page): Promise<string[]> =>
  (await sideMenu(page).getByRole('menuitem').allTextContents()).map((t) => t.trim());

/** Waits until `fn` returns without throwing (assertions that settle as the page renders). */
export const eventually = async <T>(fn: () => Promise<T> | T, timeout = 10_000, interval = 100): Promise<T> => {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await fn();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
};

/**
 * Whether focus reaches `element`, waited for as the page settles (focus returning to an opener
 * moves after the dialog or menu has gone, a frame later on a busy machine).
 */
export const focusReaches = (element: Locator): Promise<boolean> =>
  expect
    .poll(() => element.evaluate((el) => el === document.activeElement))
    .toBe(true)
    .then(
      () => true,
      () => false,
    );

/** The page's heading of level 1 (each console page has one). */
export const mainHeading = (page: Page): Locator => page.getByRole('heading', { level: 1 });

export const resolveArtifact = (name: string) => resolve(ARTIFACTS, name);
