// What MUI's own `styles/createTheme.js` resolves to in the console (vite.config.ts,
// muiThemeWithoutCssVariables): createTheme for themes without CSS variables or colour schemes.
//
// Why: MUI's createTheme imports its CSS-variables theme builder statically, and every styled
// component reaches createTheme through MUI's default theme, so that builder and the CSS-variables
// provider (about 7 KB gzip) loaded with the first screen (the first screen's budget of 200 KB
// gzip, checked by e2e/firstScreen.test.ts) though the console's theme (src/shell/theme.ts) uses
// neither. For such options MUI's createTheme is exactly createThemeNoVars; options that would need
// the rest fail with a clear message.
import type { Theme, ThemeOptions } from '@mui/material/styles';
import createThemeNoVars from 'mui-material-styles/createThemeNoVars.js';

export default function createTheme(
  options: ThemeOptions & { cssVariables?: unknown; colorSchemes?: unknown } = {},
  ...args: object[]
): Theme {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('Themes with CSS variables or colour schemes are not available in Slink Console (src/libraryShims/muiCreateTheme.ts).');
  }
  return createThemeNoVars(options, ...args);
}
