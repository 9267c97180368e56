// The files of @mui/material/esm/styles that the theme stand-ins build on. The package's exports
// hide them; vite.config.ts (muiThemeWithoutCssVariables) resolves 'mui-material-styles/<file>'.
declare module 'mui-material-styles/createThemeNoVars.js' {
  import type { Theme, ThemeOptions } from '@mui/material/styles';
  export default function createThemeNoVars(options?: ThemeOptions, ...args: object[]): Theme;
}
declare module 'mui-material-styles/ThemeProviderNoVars.js' {
  import type { ReactNode } from 'react';
  export default function ThemeProviderNoVars(props: { theme: unknown; children?: ReactNode }): ReactNode;
}
declare module 'mui-material-styles/identifier.js' {
  const THEME_ID: string;
  export default THEME_ID;
}
