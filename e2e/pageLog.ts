// What a page did, kept for a failed test's report: its platform calls with their statuses
// (and any other answer of 400 or more), the notifications it showed, the console's moves in the
// history (a push, a replace, a step back, with the address), requests that failed, console
// errors and uncaught errors, the last ones only. A failure that happens once in many
// runs (a message never shown, a wait that times out) can then be read from the log rather than
// guessed at.
import type { Page } from 'playwright-core';
import { PLATFORM_SERVICES } from '../server/test/platformServices';
import { isPlatformPath } from '../server/platformSpace';

const KEPT = 60;
const logs = new WeakMap<Page, string[]>();

const SHOWN = '[notification shown]';

/** Runs in the page: says each notification (react-admin's snackbar) as it appears. */
const sayNotifications = (marker: string) => {
  const said = new WeakSet<Element>();
  const look = () => {
    for (const message of document.querySelectorAll('.MuiSnackbarContent-message'))
      if (!said.has(message)) {
        said.add(message);
        console.debug(`${marker} ${message.textContent ?? ''}`);
      }
  };
  document.addEventListener('DOMContentLoaded', () =>
    new MutationObserver(look).observe(document.body, { childList: true, subtree: true }),
  );
};

const MOVED = '[address]';

/** Runs in the page: says each move of the history (the router's pushes, replaces and steps). */
const sayAddressMoves = (marker: string) => {
  const where = () => `${location.pathname}${location.search}`;
  for (const method of ['pushState', 'replaceState'] as const) {
    const own = history[method].bind(history);
    history[method] = (...args: Parameters<History['pushState']>) => {
      own(...args);
      console.debug(`${marker} ${method === 'pushState' ? 'push' : 'replace'} ${where()}`);
    };
  }
  const go = history.go.bind(history);
  history.go = (delta?: number) => {
    console.debug(`${marker} go ${delta ?? 0} from ${where()}`);
    go(delta);
  };
  addEventListener('popstate', () => console.debug(`${marker} now ${where()}`));
};

const at = (started: number) => `${String(Math.round(performance.now() - started)).padStart(6)} ms`;

/** Starts keeping the page's log. */
export const recordPageLog = async (page: Page): Promise<void> => {
  await page.addInitScript(sayNotifications, SHOWN);
  await page.addInitScript(sayAddressMoves, MOVED);
  const started = performance.now();
  const log: string[] = [];
  logs.set(page, log);
  const add = (line: string) => {
    log.push(`${at(started)} ${line}`);
    if (log.length > KEPT) log.shift();
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    // The platform's calls, and anything else that was refused.
    if (isPlatformPath(PLATFORM_SERVICES, url.pathname) || response.status() >= 400)
      add(`${response.request().method()} ${url.pathname} ${response.status()}`);
  });
  page.on('requestfailed', (request) => add(`failed ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? ''}`));
  page.on('console', (message) => {
    if (message.text().startsWith(SHOWN) || message.text().startsWith(MOVED)) add(message.text());
    else if (message.type() === 'error' || message.type() === 'warning') add(`console ${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => add(`uncaught: ${error.message}`));
};

/** The page's log, oldest first (empty when not recorded). */
export const pageLog = (page: Page): readonly string[] => logs.get(page) ?? [];
