// In the list worker, idle means the page is idle. The worker's background work (search texts,
// full orders, display texts) waits after each question until the page says it is idle again,
// so it never takes a CPU from the page drawing the rows just answered: on a busy 2-core machine
// it did, and the page's own tasks grew longer (bench/). At the latest `timeout` ms later it
// runs anyway, as requestIdleCallback would.

export const pageIdleGate = () => {
  let idle = false;
  const waiting = new Map<() => void, ReturnType<typeof setTimeout>>();
  const release = (run: () => void) => {
    clearTimeout(waiting.get(run));
    if (waiting.delete(run)) setTimeout(run, 0);
  };
  return {
    wait: (run: () => void, timeout: number) => {
      if (idle) {
        const handle = setTimeout(run, 0);
        return () => clearTimeout(handle);
      }
      waiting.set(
        run,
        setTimeout(() => release(run), timeout),
      );
      return () => {
        clearTimeout(waiting.get(run));
        waiting.delete(run);
      };
    },
    /** A question came: the page is at work until it says otherwise. */
    busy: () => {
      idle = false;
    },
    idle: () => {
      idle = true;
      for (const run of [...waiting.keys()]) release(run);
    },
  };
};
