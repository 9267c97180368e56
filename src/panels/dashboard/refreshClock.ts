// The clock behind the report's "Refresh every minute": when on and the tab is shown, it asks
// for a refresh a minute after the last one ended. It never stacks calls (an ask while one is in
// flight gets that same call), stops while the tab is hidden and goes on, with the time that was
// left, when it is shown again. Plain code, no React: useAutoRefresh wires it to the page.

export const AUTO_REFRESH_MS = 60_000;

export interface ClockState {
  enabled: boolean;
  hidden: boolean;
  /** a refresh is in flight (asked by the clock or by the Refresh button) */
  busy: boolean;
  /** whole seconds to the next refresh; null when none is counting (off, hidden or busy) */
  secondsLeft: number | null;
}

export interface RefreshClock {
  getState: () => ClockState;
  subscribe: (listener: () => void) => () => void;
  setEnabled: (enabled: boolean) => void;
  setHidden: (hidden: boolean) => void;
  setReload: (reload: () => Promise<unknown>) => void;
  /** refreshes now, or joins the refresh in flight; the next one then comes a full interval later */
  refresh: () => Promise<unknown>;
}

export const createRefreshClock = (reload: () => Promise<unknown>, intervalMs = AUTO_REFRESH_MS): RefreshClock => {
  let load = reload;
  let state: ClockState = { enabled: false, hidden: false, busy: false, secondsLeft: null };
  let inFlight: Promise<unknown> | null = null;
  /** ms to the next refresh, kept while the count stops */
  let left = intervalMs;
  let dueAt: number | null = null;
  let due: ReturnType<typeof setTimeout> | undefined;
  let tick: ReturnType<typeof setInterval> | undefined;
  const listeners = new Set<() => void>();

  const set = (next: Partial<ClockState>) => {
    const merged = { ...state, ...next };
    if (Object.keys(merged).every((k) => merged[k as keyof ClockState] === state[k as keyof ClockState])) return;
    state = merged;
    listeners.forEach((listener) => listener());
  };
  const secondsTo = (at: number) => Math.max(0, Math.ceil((at - Date.now()) / 1000));

  const stop = () => {
    if (dueAt !== null) left = Math.max(0, dueAt - Date.now());
    dueAt = null;
    clearTimeout(due);
    clearInterval(tick);
  };
  /** Counts down when on, shown and idle; otherwise holds what is left. */
  const settle = () => {
    stop();
    if (!state.enabled || state.hidden || state.busy) return set({ secondsLeft: null });
    const at = Date.now() + left;
    dueAt = at;
    // A failure is the page's to show (it keeps the last data): the clock just goes on.
    due = setTimeout(() => void refresh().catch(() => undefined), left);
    tick = setInterval(() => set({ secondsLeft: secondsTo(at) }), 1000);
    set({ secondsLeft: secondsTo(at) });
  };

  const refresh = (): Promise<unknown> => {
    if (inFlight) return inFlight;
    const call = (async () => {
      try {
        return await load();
      } finally {
        inFlight = null;
        left = intervalMs;
        set({ busy: false });
        settle();
      }
    })();
    inFlight = call;
    set({ busy: true });
    settle();
    return call;
  };

  return {
    getState: () => state,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setEnabled: (enabled) => {
      if (enabled === state.enabled) return;
      // Switched on: the first refresh comes a full interval later.
      left = intervalMs;
      set({ enabled });
      settle();
    },
    setHidden: (hidden) => {
      if (hidden === state.hidden) return;
      set({ hidden });
      settle();
    },
    setReload: (next) => {
      load = next;
    },
    refresh,
  };
};
