// The test files that replace a module with vi.mock: vite.config.ts runs them isolated, each with
// its own module registry, and the rest in a shared one.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const REPLACES_A_MODULE = /\bvi\.(?:mock|doMock)\(/;

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return [path];
  });

/** Paths relative to `root`, sorted, of the test files (names matching `testFile`) under `folders` that call vi.mock or vi.doMock. */
export const testFilesReplacingModules = (root: string, folders: string[], testFile: RegExp): string[] =>
  folders
    .flatMap((folder) => filesUnder(join(root, folder)))
    .filter((path) => testFile.test(path))
    .filter((path) => REPLACES_A_MODULE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path))
    .sort();
