import { afterEach, describe, expect, test, vi } from 'vitest';

const themeWhenMotion = async (reduce: boolean | undefined) => {
  vi.resetModules();
  if (reduce !== undefined)
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)', media: query }));
  return (await import('./theme')).theme;
};

describe('the theme and reduced motion', () => {
  afterEach(() => vi.unstubAllGlobals());

  test("with reduced motion asked for, MUI's transitions take no time", async () => {
    const { transitions } = await themeWhenMotion(true);
    expect([transitions.duration.enteringScreen, transitions.duration.leavingScreen, transitions.getAutoHeightDuration(400)]).toEqual([
      0, 0, 0,
    ]);
  });

  test("otherwise, and where the browser cannot say, they keep MUI's durations", async () => {
    for (const reduce of [false, undefined]) {
      const { transitions } = await themeWhenMotion(reduce);
      expect([transitions.duration.enteringScreen, transitions.duration.leavingScreen]).toEqual([225, 195]);
      expect(transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    }
  });
});
