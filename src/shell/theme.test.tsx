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

describe("the theme and react-admin's loading select", () => {
  test('the help text under a select whose choices are loading reads as it will once they arrive, not in the disabled grey', async () => {
    const { theme } = await import('./theme');
    const { AdminContext, SelectInput, SimpleForm } = await import('react-admin');
    const { render, screen } = await import('@testing-library/react');
    render(
      <AdminContext theme={theme}>
        <SimpleForm toolbar={false}>
          <SelectInput source="group" label="Group" helperText="Its accounts are assigned" choices={[]} isPending />
        </SimpleForm>
      </AdminContext>,
    );
    const help = await screen.findByText('Its accounts are assigned');
    // Still react-admin's loading input, disabled: the case the theme covers.
    expect(help.closest('.MuiTextField-root')?.querySelector('input')).toBeDisabled();
    expect(getComputedStyle(help).color).toBe('rgba(0, 0, 0, 0.6)');
    expect(theme.palette.text.secondary).toBe('rgba(0, 0, 0, 0.6)');
  });
});
