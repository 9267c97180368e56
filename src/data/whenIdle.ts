/**
 * Runs `run` once the browser is idle (at the latest after `timeout` ms); where there is no
 * requestIdleCallback (Safari, jsdom) after the current task. Returns a cancel function.
 */
export const whenIdle = (run: () => void, timeout = 1000): (() => void) => {
  if (typeof window !== 'undefined' && window.requestIdleCallback) {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(run, 0);
  return () => clearTimeout(handle);
};
