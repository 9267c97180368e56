// The MUI theme stand-ins: same theme as MUI's own for the console's options, a clear failure for
// what they leave out, and the build step that puts them in place of MUI's files.
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { createTheme as muiCreateTheme, useTheme, type ThemeOptions } from '@mui/material/styles';
import { theme as consoleTheme } from '../shell/theme';
import createTheme from './muiCreateTheme';
import ThemeProvider from './muiThemeProvider';
import { muiStylesFolder, muiThemeWithoutCssVariables } from './muiThemeWithoutCssVariables';

const OPTIONS = { palette: { primary: { main: '#1f4e79' } }, components: { MuiButton: { defaultProps: { disableElevation: true } } } };

const PrimaryColour = () => <span>{useTheme().palette.primary.main}</span>;

describe('MUI theme without CSS variables', () => {
  it('createTheme makes the same theme as MUI for options without CSS variables', () => {
    expect(JSON.stringify(createTheme(OPTIONS))).toBe(JSON.stringify(muiCreateTheme(OPTIONS)));
    expect(createTheme().palette.primary.main).toBe(muiCreateTheme().palette.primary.main);
    // react-admin passes an already made theme through createTheme again. The cast only spares the
    // type check a structural comparison of MUI's whole Theme with ThemeOptions (over 20 s of tsc).
    const madeTheme = consoleTheme as unknown as ThemeOptions;
    expect(JSON.stringify(createTheme(madeTheme))).toBe(JSON.stringify(muiCreateTheme(madeTheme)));
  });

  it('createTheme refuses CSS variables and colour schemes with a clear message', () => {
    expect(() => createTheme({ cssVariables: true })).toThrow('not available in Slink Console');
    expect(() => createTheme({ colorSchemes: { dark: true } })).toThrow('not available in Slink Console');
  });

  it('ThemeProvider gives its children the theme, and refuses a colour-scheme theme', () => {
    render(
      <ThemeProvider theme={createTheme(OPTIONS)}>
        <PrimaryColour />
      </ThemeProvider>,
    );
    expect(screen.getByText('#1f4e79')).toBeTruthy();
    const schemed = muiCreateTheme({ colorSchemes: { dark: true } });
    expect(() => render(<ThemeProvider theme={schemed} />)).toThrow('not available in Slink Console');
  });

  it("the build swaps MUI's createTheme and ThemeProvider only where MUI's styles folder imports them", () => {
    const plugin = muiThemeWithoutCssVariables();
    const resolve = plugin.resolveId as (source: string, importer?: string) => string | null;
    const inStyles = join(muiStylesFolder, 'index.js');
    expect(resolve('./createTheme.js', inStyles)).toMatch(/src\/libraryShims\/muiCreateTheme\.ts$/);
    expect(resolve('./ThemeProvider.js', join(muiStylesFolder, 'defaultTheme.js'))).toMatch(/src\/libraryShims\/muiThemeProvider\.tsx$/);
    expect(resolve('./createTheme.js', '/elsewhere/index.js')).toBeNull();
    expect(resolve('./createThemeNoVars.js', inStyles)).toBeNull();
    expect(resolve('mui-material-styles/identifier.js')).toBe(join(muiStylesFolder, 'identifier.js'));
  });
});
