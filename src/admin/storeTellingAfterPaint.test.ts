import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from 'react-admin';
import { afterPaint, storeTellingAfterPaint } from './storeTellingAfterPaint';

afterEach(() => vi.useRealTimers());

describe('the store telling its readers after the paint', () => {
  it('keeps a value at once and tells its readers only when told to', () => {
    const waiting: (() => void)[] = [];
    const store = storeTellingAfterPaint(memoryStore(), (run) => waiting.push(run));
    store.setup();
    const heard = vi.fn();
    const stop = store.subscribe('users.listParams', heard);
    store.setItem('users.listParams', { page: 2 });
    expect(store.getItem('users.listParams')).toEqual({ page: 2 });
    expect(heard).not.toHaveBeenCalled();
    waiting.splice(0).forEach((run) => run());
    expect(heard).toHaveBeenCalledWith({ page: 2 });
    stop();
    store.setItem('users.listParams', { page: 3 });
    waiting.splice(0).forEach((run) => run());
    expect(heard).toHaveBeenCalledTimes(1);
  });

  it('runs after the next frame, or after 100 ms when no frame comes, once either way', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    const run = vi.fn();
    afterPaint(run);
    vi.advanceTimersByTime(10);
    expect(run).not.toHaveBeenCalled();
    frames.splice(0).forEach((frame) => frame(0));
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(200);
    expect(run).toHaveBeenCalledTimes(1);

    const hidden = vi.fn();
    afterPaint(hidden);
    vi.advanceTimersByTime(99);
    expect(hidden).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(hidden).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });
});
