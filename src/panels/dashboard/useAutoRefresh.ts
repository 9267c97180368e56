// "Refresh every minute" of the dashboard report: the remembered choice (per login and dashboard),
// the clock (refreshClock.ts) and the tab's visibility. `refresh` is what the Refresh button
// calls too, so a click while the clock's call is in flight joins it instead of stacking another.
// The count (useRefreshClockState) is read only where it shows: the report itself, with its
// tables, is not drawn again every second.
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { autoRefreshKey, readAutoRefresh, writeAutoRefresh } from './autoRefreshChoice';
import { AUTO_REFRESH_MS, createRefreshClock, type RefreshClock } from './refreshClock';

interface Options {
  /** the signed-in login (its id, else its email) */
  login: string;
  dashboardId: string | number;
  reload: () => Promise<unknown>;
  intervalMs?: number;
}

const isHidden = () => typeof document !== 'undefined' && document.visibilityState === 'hidden';

export const useAutoRefresh = ({ login, dashboardId, reload, intervalMs = AUTO_REFRESH_MS }: Options) => {
  const key = autoRefreshKey(login, dashboardId);
  const [choice, setChoice] = useState(() => ({ key, on: readAutoRefresh(key) }));
  // Another login or dashboard in the same page reads its own choice.
  const on = choice.key === key ? choice.on : readAutoRefresh(key);
  const [clock] = useState(() => createRefreshClock(reload, intervalMs));

  useEffect(() => clock.setReload(reload), [clock, reload]);
  // Off once the report closes: no call is asked for a page that is gone.
  useEffect(() => {
    clock.setEnabled(on);
    return () => clock.setEnabled(false);
  }, [clock, on]);
  useEffect(() => {
    const seen = () => clock.setHidden(isHidden());
    seen();
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [clock]);

  const setOn = useCallback(
    (next: boolean) => {
      writeAutoRefresh(key, next);
      setChoice({ key, on: next });
    },
    [key],
  );
  return { on, setOn, refresh: clock.refresh, clock };
};

/** The clock's state (busy, hidden, seconds to the next refresh), drawn again as it changes. */
export const useRefreshClockState = (clock: RefreshClock) => useSyncExternalStore(clock.subscribe, clock.getState);
