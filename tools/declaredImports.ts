// Which packages the code imports, and which of them package.json does not declare. A package
// that resolves only because another one hoists it breaks on the next upgrade of that other
// package, so the test beside this file fails on any.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { filesUnder, withoutComments } from './sourceFiles';

export const SOURCE_FOLDERS = ['src', 'shared', 'server', 'schemas', 'language', 'resources', 'fixtures', 'e2e', 'bench', 'tools'] as const;
const SOURCE_FILE = /\.(m?[jt]sx?|cjs|cts)$/;
const IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)|^\s*declare module\s+['"]([^'"]+)['"]/gm;

/** The package a bare specifier names: `@mui/material/Button` is `@mui/material`. */
export const packageOf = (specifier: string): string | null => {
  if (specifier.startsWith('.') || specifier.startsWith('/') || specifier.startsWith('node:')) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  // One letter is a sample in a test's string (`require("m")`), never a package of ours.
  if (name.length < 2 || !VALID_NAME.test(name)) return null;
  return builtinModules.includes(name) ? null : name;
};

const VALID_NAME = /^(@[a-z0-9][a-z0-9._~-]*\/)?[a-z0-9][a-z0-9._~-]*$/;

/** Every package imported by the files under `folders` of `root`, with one file that imports it. */
export const importedPackages = (root: string, folders: readonly string[] = SOURCE_FOLDERS): Map<string, string> => {
  const found = new Map<string, string>();
  for (const path of folders.filter((folder) => existsSync(join(root, folder))).flatMap((folder) => filesUnder(join(root, folder)))) {
    if (!SOURCE_FILE.test(path)) continue;
    for (const match of withoutComments(readFileSync(path, 'utf8')).matchAll(IMPORT)) {
      const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]);
      if (name && !found.has(name)) found.set(name, path.slice(root.length + 1));
    }
  }
  // The config files at the top.
  for (const file of readdirSync(root)) {
    if (!/^[\w.-]+\.config\.(m?[jt]s)$/.test(file)) continue;
    for (const match of withoutComments(readFileSync(join(root, file), 'utf8')).matchAll(IMPORT)) {
      const name = packageOf(match[1] ?? match[2] ?? match[3] ?? match[4] ?? match[5]);
      if (name && !found.has(name)) found.set(name, file);
    }
  }
  return found;
};

export interface PackageJson {
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

export const readPackageJson = (root: string): PackageJson => JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as PackageJson;

/**
 * Names that only the build resolves: no such package is installed, and the vite config (or a
 * local plugin file it imports) names them, as an alias or a virtual module.
 */
export const buildOnlyNames = (root: string, imported: Map<string, string>): Set<string> => {
  const config = join(root, 'vite.config.ts');
  if (!existsSync(config)) return new Set();
  const text = readFileSync(config, 'utf8');
  const local = [...text.matchAll(/from\s+['"](\.[^'"]+)['"]/g)].map((m) => join(root, m[1])).filter((f) => existsSync(f));
  const all = [text, ...local.map((f) => readFileSync(f, 'utf8'))].join('\n');
  return new Set([...imported.keys()].filter((name) => all.includes(name) && !existsSync(join(root, 'node_modules', name))));
};

/** Imported packages package.json does not declare, as `name (file)`. */
export const undeclaredImports = (imported: Map<string, string>, pkg: PackageJson, buildOnly: Set<string> = new Set()): string[] => {
  const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
  return [...imported].filter(([name]) => !declared.has(name) && !buildOnly.has(name)).map(([name, file]) => `${name} (${file})`);
};
