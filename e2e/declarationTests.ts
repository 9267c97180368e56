// The test files of a tree that check what the declarations say, found by what they import: each
// test file (.ts or .tsx) outside e2e/ that imports the screens (resources/index.ts), the record
// declarations (server/recordFiles.ts), the entities (schemas/index.ts) or the validators' names
// (schemas/validators.ts) and starts no platform of its own (server/test/harness.ts). The
// scaffold's own tests (importing tools/newScreen.ts) are left out too: they check the tool on
// screens of their own, which the proof test does on its copy with the guide's screen.
// e2e/newScreen.test.ts runs them in its copy, so a new screen that breaks one of them fails the
// proof; the calls of the platform-starting ones (the guard's) it makes itself, on the copy's
// running platform, which costs seconds where those files take a minute.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { relativeImports } from '../tools/importGraph';

const TEST_FILE = /\.test\.tsx?$/;

/** The declarations' modules, and the platform the file would start, as paths from the root without extension. */
const DECLARATIONS = ['resources/index', 'server/recordFiles', 'schemas/index', 'schemas/validators'];
const PLATFORM = 'server/test/harness';
const SCAFFOLD = 'tools/newScreen';

/** Project files `file` imports, relative to the root, without extension (a folder as its index). */
export const importsOf = (file: string, text: string): string[] =>
  relativeImports(text).map((specifier) => {
    const path = normalize(join(dirname(file), specifier)).replace(/\.tsx?$/, '');
    return path === 'resources' || path === 'schemas' ? `${path}/index` : path;
  });

/** Of `files` (paths relative to `root`), the test files that check the declarations. */
export const declarationTests = (root: string, files: readonly string[]): string[] =>
  files
    .filter((file) => TEST_FILE.test(file) && !file.startsWith('e2e/'))
    .filter((file) => {
      const imports = importsOf(file, readFileSync(join(root, file), 'utf8'));
      return imports.some((path) => DECLARATIONS.includes(path)) && !imports.includes(PLATFORM) && !imports.includes(SCAFFOLD);
    })
    .sort();

/**
 * Runs exactly `files` with the vitest of the tree at `root`, in one run (tools/runTestFiles.ts:
 * vitest's own filters would also run any file whose path contains one); passed, and what it
 * printed. This run's VITEST variables are left out: they would make that vitest a worker of this one.
 */
export const runDeclarationTests = (root: string, files: readonly string[]): Promise<{ passed: boolean; output: string }> =>
  new Promise((resolve) => {
    const env = { ...Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST'))), NO_COLOR: '1' };
    execFile(
      process.execPath,
      ['--import', 'tsx', 'tools/runTestFiles.ts', ...files],
      { cwd: root, env, maxBuffer: 16 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ passed: !error, output: `${stdout}\n${stderr}` }),
    );
  });
