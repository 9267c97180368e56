// Runs exactly the test files named on the command line (paths from the root), each in the
// project whose globs include it, and exits 1 unless all passed. vitest's own file filters match
// any test file whose path contains one, ignoring case: `bulkActions.test.ts` also ran
// `BulkActions.test.tsx`. The new-screen proof test runs its copy's declaration tests with this
// (e2e/declarationTests.ts).
import { resolve } from 'node:path';
import type { TestSpecification } from 'vitest/node';

/** Of `specifications`, those of `files` (absolute paths), and the files none of them is. */
export const exactly = (specifications: readonly TestSpecification[], files: readonly string[]) => {
  const wanted = new Set(files);
  const chosen = specifications.filter((specification) => wanted.has(specification.moduleId));
  const found = new Set(chosen.map((specification) => specification.moduleId));
  return { chosen, missing: files.filter((file) => !found.has(file)) };
};

const main = async (files: string[]) => {
  const { createVitest } = await import('vitest/node');
  const vitest = await createVitest('test', { watch: false });
  // The reporters start here (vitest's standalone mode runs no test by itself).
  await vitest.standalone();
  const { chosen, missing } = exactly(await vitest.globTestSpecifications(), files);
  if (missing.length > 0) {
    console.error(`no project includes: ${missing.join(', ')}`);
    await vitest.close();
    return 1;
  }
  const { testModules, unhandledErrors } = await vitest.runTestSpecifications(chosen);
  await vitest.close();
  const failed = testModules.filter((module) => !module.ok()).map((module) => module.moduleId);
  console.log(`ran ${testModules.length} test files exactly, ${failed.length} failed${failed.length ? `: ${failed.join(', ')}` : ''}`);
  return failed.length === 0 && unhandledErrors.length === 0 && testModules.length === files.length ? 0 : 1;
};

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  process.exitCode = await main(process.argv.slice(2).map((file) => resolve(file)));
}
