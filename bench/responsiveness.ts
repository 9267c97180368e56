// The page's responsiveness while a bulk step runs: the longest main-thread task (Long Tasks API,
// from 50 ms) and the longest lateness of a timer due every 20 ms (how long an input would have
// waited). Strings, not functions: tsx names inner functions with a helper the page does not have.

/** Starts the page's probe: the longest long task and the longest lateness of a 20 ms timer. */
export const PROBE = `(() => {
  const probe = (window.bulkProbe = { longestTask: 0, longestWait: 0 });
  const tasks = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longestTask = Math.max(probe.longestTask, entry.duration);
  });
  tasks.observe({ type: 'longtask' });
  let due = performance.now() + 20;
  const timer = setInterval(() => {
    const now = performance.now();
    probe.longestWait = Math.max(probe.longestWait, now - due);
    due = now + 20;
  }, 20);
  probe.stop = () => { clearInterval(timer); tasks.disconnect(); };
})()`;

export const STOP_PROBE = `(() => { window.bulkProbe.stop(); return { longestTask: window.bulkProbe.longestTask, longestWait: window.bulkProbe.longestWait }; })()`;
