// What MUI's own `styles/ThemeProvider.js` resolves to in the console (vite.config.ts,
// muiThemeWithoutCssVariables): MUI's ThemeProvider for themes without colour schemes, the only
// kind src/libraryShims/muiCreateTheme.ts makes. MUI's would also import its CSS-variables provider
// statically, for themes the console never has (see muiCreateTheme.ts for the budget).
import { useMemo, type ReactNode } from 'react';
import type { Theme } from '@mui/material/styles';
import ThemeProviderNoVars from 'mui-material-styles/ThemeProviderNoVars.js';
import THEME_ID from 'mui-material-styles/identifier.js';

type ThemeInput = Partial<Theme> | ((outer: Theme) => Theme) | Record<string, unknown>;

export default function ThemeProvider({ theme, ...props }: { theme: ThemeInput; children?: ReactNode }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = (THEME_ID in theme ? (theme as Record<string, unknown>)[THEME_ID] : theme) as Record<string, unknown>;
    if ('colorSchemes' in muiTheme) {
      throw new Error('Themes with colour schemes are not available in Slink Console (src/libraryShims/muiThemeProvider.tsx).');
    }
    // As MUI does: a theme without variables hides an outer theme's variables.
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return <ThemeProviderNoVars theme={noVarsTheme} {...props} />;
}
