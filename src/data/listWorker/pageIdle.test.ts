import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageIdleGate } from './pageIdle';

afterEach(() => vi.useRealTimers());

describe("the worker's page-idle gate", () => {
  it('holds background work while the page is at work, runs it once the page is idle, and runs later work at once', () => {
    vi.useFakeTimers();
    const gate = pageIdleGate();
    const ran: string[] = [];
    gate.wait(() => ran.push('texts'), 1000);
    vi.advanceTimersByTime(500);
    expect(ran).toEqual([]);
    gate.idle();
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['texts']);
    gate.wait(() => ran.push('order'), 1000);
    vi.advanceTimersByTime(1);
    expect(ran).toEqual(['texts', 'order']);
    gate.busy();
    gate.wait(() => ran.push('more'), 1000);
    vi.advanceTimersByTime(998);
    expect(ran).toEqual(['texts', 'order']);
  });

  it('runs held work after the time limit when the page never says it is idle', () => {
    vi.useFakeTimers();
    const gate = pageIdleGate();
    const run = vi.fn();
    gate.wait(run, 1000);
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    gate.idle();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
