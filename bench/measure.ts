// In-page timers: from a user event to the table body showing the answer, measured inside the
// page (event timestamp → DOM change → next frame), so the driver's latency is not counted.
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Arms a one-shot timer: resolves with ms from the next `eventType` on `target` to the table's
 * rows changing (then the next frame), or with null when they did not change within 5 s (a
 * keystroke that matches the same rows, such as the 'e' of every example.org address).
 * Only the rows count: the page box and range text change at once on a click, before the rows.
 */
export const armRowTimer = (page: Page, eventType: 'keydown' | 'click', targetSelector: string) =>
  page.evaluate(
    ([type, selector]) =>
      new Promise<void>((armed) => {
        const target = document.querySelector(selector)!;
        const list = document.querySelector('main') ?? document.body;
        (window as unknown as { __rowTimer: Promise<number | null> }).__rowTimer = new Promise<number | null>((done) => {
          target.addEventListener(
            type,
            (event) => {
              const start = event.timeStamp;
              // No named functions in here: tsx would wrap them in a helper the page lacks.
              const tbody = 'main table tbody';
              const before = document.querySelector(tbody)?.textContent ?? '';
              const observer = new MutationObserver(() => {
                if ((document.querySelector(tbody)?.textContent ?? '') === before) return;
                observer.disconnect();
                clearTimeout(unchanged);
                requestAnimationFrame(() => done(performance.now() - start));
              });
              const unchanged = setTimeout(() => {
                observer.disconnect();
                done(null);
              }, 5000);
              observer.observe(list, { childList: true, subtree: true, characterData: true });
            },
            { once: true, capture: true },
          );
        });
        armed();
      }),
    [eventType, targetSelector] as const,
  );

export const readRowTimer = (page: Page) => page.evaluate(() => (window as unknown as { __rowTimer: Promise<number | null> }).__rowTimer);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Where a cold load's time went, in ms since navigation start (Resource Timing). */
export interface ColdPhases {
  /** the last script of the first screen finished loading */
  scriptsEnd: number;
  /** the users list call was sent */
  listStart: number;
  /** the users list answer was fully received */
  listEnd: number;
}

/** The list call's timing where it was made, in ms since that global's own time origin. */
const LIST_CALL = () => {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const list = entries.find((e) => /\/auth\/users\/?$/.test(new URL(e.name).pathname));
  return { origin: performance.timeOrigin, start: list?.requestStart ?? NaN, end: list?.responseEnd ?? NaN };
};

/**
 * Where a cold load's time went, once the first rows show. The list call is made by the page or
 * by the list worker, whose clock starts when the worker does: its times are moved onto the page's.
 */
export const coldPhases = async (page: Page): Promise<ColdPhases> => {
  const scriptsEnd = await page.evaluate(() =>
    Math.max(
      0,
      ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((e) => e.initiatorType === 'script' || /\.js(\?|$)/.test(e.name))
        .map((e) => e.responseEnd),
    ),
  );
  const onPage = await page.evaluate(LIST_CALL);
  const calls = [onPage, ...(await Promise.all(page.workers().map((w) => w.evaluate(LIST_CALL))))];
  const call = calls.find((c) => !Number.isNaN(c.start)) ?? onPage;
  const shift = call.origin - onPage.origin;
  return { scriptsEnd, listStart: call.start + shift, listEnd: call.end + shift };
};

export const medianPhases = (runs: ColdPhases[]): ColdPhases => ({
  scriptsEnd: median(runs.map((r) => r.scriptsEnd)),
  listStart: median(runs.map((r) => r.listStart)),
  listEnd: median(runs.map((r) => r.listEnd)),
});

/** What FIRST_ROW_PROBE writes to the console when the first row is drawn. */
export const FIRST_ROW_SEEN = 'slink-bench: first row drawn';

/**
 * Init script: notes when the first row with its action buttons is drawn (`window.__firstRow`, ms)
 * and says so on the console (FIRST_ROW_SEEN).
 */
export const FIRST_ROW_PROBE = () => {
  const observer = new MutationObserver(() => {
    if (document.querySelector('table tbody tr td button')) {
      (window as unknown as { __firstRow: number }).__firstRow = performance.now();
      observer.disconnect();
      // No constant from outside: an init script runs on its own in the page.
      console.debug('slink-bench: first row drawn');
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** Init script: keeps every main-thread task of 50 ms or more (Long Tasks API) in `window.__longTasks`. */
export const LONG_TASK_PROBE = () => {
  const tasks: { start: number; duration: number }[] = [];
  (window as unknown as { __longTasks: typeof tasks }).__longTasks = tasks;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
};

/** The longest main-thread task that started before `until` (ms since navigation); 0 when none reached 50 ms. */
export const longestTaskBefore = (page: Page, until: number): Promise<number> =>
  page.evaluate(
    (limit) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter((t) => t.start < limit)
          .map((t) => t.duration),
      ),
    until,
  );

/** A signed-in tab's session storage, carried into another tab (session storage belongs to one tab). */
export interface TabSession {
  atk: string;
  result: string | null;
}

/** Every tab of `context` starts signed in with `session`. */
export const storeSession = (context: BrowserContext, session: TabSession) =>
  context.addInitScript(({ atk, result }) => {
    sessionStorage.setItem('atk', atk);
    if (result) sessionStorage.setItem('LOGIN_RESULT', result);
  }, session);

/**
 * Opens /admin in a new tab of `context` already signed in with `session`, and waits for the first
 * row (FIRST_ROW_PROBE). Returns the page and the ms from navigation to that row.
 */
export const openAdminToFirstRow = async (context: BrowserContext, baseUrl: string, session: TabSession) => {
  await storeSession(context, session);
  await context.addInitScript(FIRST_ROW_PROBE);
  await context.addInitScript(LONG_TASK_PROBE);
  const page = await context.newPage();
  // Waited for on the console, not with waitForFunction: that injects Playwright's own script into
  // the page while it loads, a task of 25-50 ms the long-task probe counted as the console's.
  const seen = page.waitForEvent('console', { predicate: (message) => message.text() === FIRST_ROW_SEEN, timeout: 60_000 });
  await page.goto(`${baseUrl}/admin`);
  const drawn = seen.then(() => page.evaluate(() => (window as unknown as { __firstRow: number }).__firstRow));
  return { page, drawn };
};
