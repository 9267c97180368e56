// Debian's Chromium driven by playwright-core, for the e2e tests and the benchmarks alike.
// (No vitest import here, so plain scripts can use it.)
import { existsSync } from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const chromiumPath = (): string => {
  const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter((p): p is string => !!p);
  const found = candidates.find((p) => existsSync(p));
  if (!found) throw new Error('No Chromium found: apt-get install chromium, or set CHROME_PATH (see e2e/checkChromium.mjs)');
  return found;
};

/**
 * The flags a root Chromium in a closed network needs (found when Debian's chromium runs as root without network). Playwright adds
 * --headless and a fresh temporary --user-data-dir for every launch() and deletes it on close.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Chromium 156 starts a renderer for its omnibox popup (chrome://omnibox-popup.top-chrome, a
  // WebUI) with every new browser context, though headless shows no omnibox: about 0.5 s of CPU
  // per context, beside the page under test (e2e/chromium.test.ts checks it stays off).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromiumPath(), headless: true, args: CHROMIUM_ARGS });
