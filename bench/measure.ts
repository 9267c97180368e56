// In-page timers: from a user event to the table body showing the answer, measured inside the
// page (event timestamp → DOM change → next frame), so the driver's latency is not counted.
import type { Page } from 'playwright-core';

/** Arms a one-shot timer: resolves with ms from the next `eventType` on `target` to the rows changing. */
export const armRowTimer = (page: Page, eventType: 'keydown' | 'click', targetSelector: string) =>
  page.evaluate(
    ([type, selector]) =>
      new Promise<void>((armed) => {
        const target = document.querySelector(selector)!;
        const body = document.querySelector('table tbody')!;
        (window as unknown as { __rowTimer: Promise<number> }).__rowTimer = new Promise<number>((done) => {
          target.addEventListener(
            type,
            (event) => {
              const start = event.timeStamp;
              const observer = new MutationObserver(() => {
                observer.disconnect();
                requestAnimationFrame(() => done(performance.now() - start));
              });
              observer.observe(document.querySelector('table tbody') ?? body, { childList: true, subtree: true, characterData: true });
            },
            { once: true, capture: true },
          );
        });
        armed();
      }),
    [eventType, targetSelector] as const,
  );

export const readRowTimer = (page: Page) =>
  page.evaluate(() => (window as unknown as { __rowTimer: Promise<number> }).__rowTimer);

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
