// The build step behind src/libraryShims/muiCreateTheme.ts and muiThemeProvider.tsx (vite.config.ts).
// MUI imports createTheme and ThemeProvider by relative path inside its styles folder, so an alias
// on the specifier cannot reach them: this swaps them where that folder imports them, and resolves
// 'mui-material-styles/<file>' (the stand-ins' own imports) to that folder.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

export const muiStylesFolder = join(dirname(createRequire(import.meta.url).resolve('@mui/material/package.json')), 'esm', 'styles');
const here = (file: string) => fileURLToPath(new URL(`./${file}`, import.meta.url));
const STAND_INS: Record<string, string> = {
  './createTheme.js': here('muiCreateTheme.ts'),
  './ThemeProvider.js': here('muiThemeProvider.tsx'),
};
const PREFIX = 'mui-material-styles/';

export const muiThemeWithoutCssVariables = (): Plugin => ({
  name: 'slink:mui-theme-without-css-variables',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source.startsWith(PREFIX)) return join(muiStylesFolder, source.slice(PREFIX.length));
    if (importer && dirname(importer) === muiStylesFolder && source in STAND_INS) return STAND_INS[source];
    return null;
  },
});
