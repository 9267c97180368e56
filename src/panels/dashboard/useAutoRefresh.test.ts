import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autoRefreshKey } from './autoRefreshChoice';
import { useAutoRefresh, useRefreshClockState } from './useAutoRefresh';

const MINUTE = 60_000;

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

/** A reload whose calls stay in flight until the test ends them. */
const pendingReload = () => {
  const ends: (() => void)[] = [];
  const reload = vi.fn(() => new Promise<void>((done) => ends.push(done)));
  return { reload, endAll: () => ends.splice(0).forEach((end) => end()) };
};

const mount = (reload: () => Promise<unknown>, login = 'ann', dashboardId: string | number = 1) =>
  renderHook(
    (props: { login: string; dashboardId: string | number }) => {
      const auto = useAutoRefresh({ ...props, reload });
      return { ...auto, ...useRefreshClockState(auto.clock) };
    },
    { initialProps: { login, dashboardId } },
  );

const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  // jsdom's own getter again
  delete (document as { visibilityState?: unknown }).visibilityState;
});

describe('Refresh every minute', () => {
  it('is off by default: no call, no count', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { result } = mount(reload);
    expect(result.current.on).toBe(false);
    await pass(5 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
    expect(result.current.secondsLeft).toBeNull();
  });

  it('switched on, refreshes a minute after, counting the seconds down, then again a minute after that one ended', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { result } = mount(reload);
    act(() => result.current.setOn(true));
    expect(result.current.secondsLeft).toBe(60);
    await pass(18_000);
    expect(result.current.secondsLeft).toBe(42);
    await pass(41_999);
    expect(reload).not.toHaveBeenCalled();
    await pass(1);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBe(60);
    await pass(MINUTE);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('pauses while the tab is hidden and goes on with the time that was left when it is shown', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { result } = mount(reload);
    act(() => result.current.setOn(true));
    await pass(20_000);
    act(() => setVisibility('hidden'));
    expect(result.current.hidden).toBe(true);
    expect(result.current.secondsLeft).toBeNull();
    await pass(10 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(result.current.secondsLeft).toBe(40);
    await pass(39_999);
    expect(reload).not.toHaveBeenCalled();
    await pass(1);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never stacks calls: a refresh asked while one is in flight joins it, and the count waits for it to end', async () => {
    const { reload, endAll } = pendingReload();
    const { result } = mount(reload);
    act(() => result.current.setOn(true));
    await pass(MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.busy).toBe(true);
    let joined: Promise<unknown> | undefined;
    act(() => {
      joined = result.current.refresh();
    });
    await pass(10 * MINUTE);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(result.current.secondsLeft).toBeNull();
    await act(async () => {
      endAll();
      await joined;
    });
    expect(result.current.busy).toBe(false);
    expect(result.current.secondsLeft).toBe(60);
    await pass(MINUTE);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a manual refresh puts the next one a full minute after it', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { result } = mount(reload);
    act(() => result.current.setOn(true));
    await pass(50_000);
    await act(() => result.current.refresh());
    expect(reload).toHaveBeenCalledTimes(1);
    await pass(59_000);
    expect(reload).toHaveBeenCalledTimes(1);
    await pass(1000);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('a failed refresh does not stop the clock', async () => {
    const reload = vi.fn(() => Promise.reject(new Error('down')));
    const { result } = mount(reload);
    act(() => result.current.setOn(true));
    await pass(MINUTE);
    await pass(MINUTE);
    expect(reload).toHaveBeenCalledTimes(2);
    expect(result.current.busy).toBe(false);
  });

  it('is remembered per login and dashboard, and switched off it is forgotten', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const first = mount(reload, 'ann', 1);
    act(() => first.result.current.setOn(true));
    first.unmount();
    expect(localStorage.getItem(autoRefreshKey('ann', 1))).toBe('true');

    const again = mount(reload, 'ann', 1);
    expect(again.result.current.on).toBe(true);
    expect(again.result.current.secondsLeft).toBe(60);
    again.rerender({ login: 'bob', dashboardId: 1 });
    expect(again.result.current.on).toBe(false);
    again.rerender({ login: 'ann', dashboardId: 2 });
    expect(again.result.current.on).toBe(false);
    again.rerender({ login: 'ann', dashboardId: 1 });
    expect(again.result.current.on).toBe(true);
    act(() => again.result.current.setOn(false));
    again.unmount();
    expect(mount(reload, 'ann', 1).result.current.on).toBe(false);
  });

  it('stops when the report closes', async () => {
    const reload = vi.fn(() => Promise.resolve());
    const { result, unmount } = mount(reload);
    act(() => result.current.setOn(true));
    unmount();
    await pass(5 * MINUTE);
    expect(reload).not.toHaveBeenCalled();
  });
});
