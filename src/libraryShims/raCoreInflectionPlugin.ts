// The build step behind src/libraryShims/raCoreInflection.ts (vite.config.ts): the two ra-core
// files on the console's first screen that import `inflection` get the stand-in; every other
// importer (react-admin's form inputs, loaded with the forms) keeps the library.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** ra-core 5.15.4's importers of inflection that the first screen loads, and what each imports. */
export const RA_CORE_IMPORTERS: Record<string, readonly string[]> = {
  'ra-core/dist/core/useGetResourceLabel.js': ['humanize', 'inflect'],
  'ra-core/dist/util/getFieldLabelTranslationArgs.js': ['transform'],
};

export const raCoreInflection = (): Plugin => {
  const standIn = fileURLToPath(new URL('./raCoreInflection.ts', import.meta.url));
  return {
    name: 'slink:ra-core-inflection',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'inflection' || !importer) return null;
      const path = importer.replace(/\\/g, '/');
      return Object.keys(RA_CORE_IMPORTERS).some((file) => path.endsWith(`/node_modules/${file}`)) ? standIn : null;
    },
  };
};
