// npm run bench:shims: what each stand-in in src/libraryShims/ saves on the console's first
// screen. Builds the console once with every stand-in and once without each (SLINK_WITHOUT_SHIMS,
// read by vite.config.ts), then measures, in headless Chromium against the demo platform, the
// scripts asked for before the first rows of /admin (gzip), as e2e/firstScreen.test.ts does.
// Prints figures; asserts nothing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/chromium';
import { createPlatform } from '../server/platform';
import { openAdminToFirstRow } from './measure';
import { gzipKb, scriptsAskedBefore } from './jsSize';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SHIMS = ['reactRouterDom', 'jsonexport', 'objectEntries', 'queryString', 'muiTheme', 'inflection'];

const build = (outDir: string, withoutShim: string) =>
  execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    env: { ...process.env, SLINK_WITHOUT_SHIMS: withoutShim },
    stdio: 'inherit',
  });

const firstScreenKb = async (browser: Browser, dist: string, work: string) => {
  const platform = await createPlatform({ dataDir: join(work, 'data'), staticDir: dist, logger: false });
  const running = await platform.listen(0, '127.0.0.1');
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(`${running.url}/sharedlogin`);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password').fill('Demo#2026');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${running.url}/home`);
    // Session storage belongs to a tab: the measured tab starts with the signed-in one's.
    const session = await page.evaluate(() => ({ atk: sessionStorage.getItem('atk')!, result: sessionStorage.getItem('LOGIN_RESULT')! }));
    const { page: admin, drawn } = await openAdminToFirstRow(context, running.url, session);
    const firstRow = await drawn;
    return gzipKb(dist, await scriptsAskedBefore(admin, firstRow));
  } finally {
    await context.close();
    await running.close();
  }
};

const work = mkdtempSync(join(tmpdir(), 'slink-shims-'));
const browser = await launchBrowser();
try {
  const measure = async (withoutShim: string) => {
    const dist = join(work, `dist-${withoutShim || 'all'}`);
    build(dist, withoutShim);
    return firstScreenKb(browser, dist, join(work, `platform-${withoutShim || 'all'}`));
  };
  const all = await measure('');
  console.log(`every stand-in: first screen of /admin ${all.kb} KB gzip (${all.files} scripts)`);
  for (const name of SHIMS) {
    const size = await measure(name);
    const saved = Math.round((size.kb - all.kb) * 10) / 10;
    console.log(`without ${name}: ${size.kb} KB gzip (${size.files} scripts); the stand-in saves ${saved} KB`);
  }
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}
