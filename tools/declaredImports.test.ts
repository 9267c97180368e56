import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildOnlyNames, importedPackages, packageOf, readPackageJson, undeclaredImports } from './declaredImports';

const ROOT = resolve(import.meta.dirname, '..');

/**
 * Declared, never imported by name, and needed all the same. Each says why; anything else that
 * nothing imports should leave package.json.
 */
const USED_WITHOUT_IMPORT: Record<string, string> = {
  '@emotion/react': "MUI's styling engine (a peer dependency of @mui/material)",
  '@emotion/styled': "MUI's styled() (a peer dependency of @mui/material)",
  '@types/node': 'types of node: modules for tsc',
  '@types/react': 'types of react for tsc',
  '@types/react-dom': 'types of react-dom for tsc',
  '@types/express': 'types of express for tsc',
  '@types/jsonexport': 'types of jsonexport for tsc',
  '@testing-library/dom': 'peer dependency of @testing-library/react',
  jsdom: "vitest's jsdom environment (vite.config.ts names it as a string)",
  tsx: 'runs the TypeScript scripts of package.json',
  typescript: "TypeScript 6's JavaScript API, which typescript-eslint needs (TypeScript 7 has none)",
  'typescript-7': 'TypeScript 7, the type check of npm run build and npm run typecheck',
  eslint: 'npm run lint',
  prettier: 'npm run lint and npm run format',
};

describe('package.json and the imports', () => {
  const imported = importedPackages(ROOT);
  const pkg = readPackageJson(ROOT);

  it('declares every package the code imports', () => {
    expect(imported.size).toBeGreaterThan(20);
    expect(undeclaredImports(imported, pkg, buildOnlyNames(ROOT, imported))).toEqual([]);
  });

  it('imports every declared package, or says why it is needed without an import', () => {
    const declared = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})];
    expect(declared.filter((name) => !imported.has(name) && !(name in USED_WITHOUT_IMPORT))).toEqual([]);
    expect(Object.keys(USED_WITHOUT_IMPORT).filter((name) => !declared.includes(name))).toEqual([]);
  });
});

describe('the scanner', () => {
  it('names the package of a specifier', () => {
    expect(packageOf('@mui/material/Button')).toBe('@mui/material');
    expect(packageOf('react-admin')).toBe('react-admin');
    expect(packageOf('jsonexport/dist/index')).toBe('jsonexport');
    expect(packageOf('./x')).toBeNull();
    expect(packageOf('node:fs')).toBeNull();
    expect(packageOf('fs')).toBeNull();
  });

  it('finds an undeclared import in every form, and not in a comment', () => {
    const root = mkdtempSync(join(tmpdir(), 'declared-imports-'));
    try {
      mkdirSync(join(root, 'src'));
      writeFileSync(join(root, 'package.json'), JSON.stringify({ dependencies: { react: '1' } }));
      writeFileSync(
        join(root, 'src', 'a.tsx'),
        // Written with the keywords apart, so the scanner does not read this file's own text as imports.
        [
          ['import', " React from 'react';"],
          ['import', " { x } from 'hoisted-a';"],
          ['import', " 'hoisted-b/style.css';"],
          ['const c = await import', "('@scope/hoisted-c');"],
          ['const d = require', "('hoisted-d');"],
          ['export', " { e } from 'hoisted-e';"],
          ['// import', " { f } from 'only-in-a-comment';"],
        ]
          .map(([keyword, rest]) => keyword + rest)
          .join('\n'),
      );
      const found = undeclaredImports(importedPackages(root, ['src']), readPackageJson(root)).map((s) => s.split(' ')[0]);
      expect(found.sort()).toEqual(['@scope/hoisted-c', 'hoisted-a', 'hoisted-b', 'hoisted-d', 'hoisted-e']);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
