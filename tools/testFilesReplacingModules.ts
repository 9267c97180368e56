// The test files that replace a module with vi.mock: vite.config.ts runs them isolated, each with
// its own module registry, and the rest in a shared one.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { filesUnder } from './sourceFiles.ts';

const REPLACES_A_MODULE = /\bvi\.(?:mock|doMock)\(/;

/** Paths relative to `root`, sorted, of the test files (names matching `testFile`) under `folders` that call vi.mock or vi.doMock. */
export const testFilesReplacingModules = (root: string, folders: string[], testFile: RegExp): string[] =>
  folders
    .flatMap((folder) => filesUnder(join(root, folder)))
    .filter((path) => testFile.test(path))
    .filter((path) => REPLACES_A_MODULE.test(readFileSync(path, 'utf8')))
    .map((path) => relative(root, path))
    .sort();
