// A failed browser test's story, printed again at the very end of `npm test`: what its pages did
// (platform calls, notifications, errors, each with its time) and where its screenshot is. A CI log
// is often read from its tail only, and a failure that comes once in many runs (a test that ran out
// of time) can then be read rather than guessed at. The harness keeps a report per failed test
// (e2e/harness.ts); this reporter clears them as a run starts and prints them as it ends.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Reporter } from 'vitest/node';

export const FAILURE_REPORTS = fileURLToPath(new URL('../e2e/artifacts/failures', import.meta.url));

const fileName = (test: string) =>
  `${test
    .replace(/[^a-zA-Z0-9._-]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 120)}.txt`;

/** Keeps one failed test's report for the end of the run. */
export const keepFailureReport = (test: string, report: string, folder = FAILURE_REPORTS): void => {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, fileName(test)), `${test}\n${report}\n`);
};

/** The reports kept in this run, oldest name first. */
export const failureReports = (folder = FAILURE_REPORTS): string[] => {
  try {
    return readdirSync(folder)
      .sort()
      .map((name) => readFileSync(join(folder, name), 'utf8'));
  } catch {
    return [];
  }
};

export const createFailureReportsReporter = (folder = FAILURE_REPORTS, write = (text: string) => process.stdout.write(text)): Reporter => ({
  onInit() {
    rmSync(folder, { recursive: true, force: true });
  },
  onTestRunEnd() {
    const reports = failureReports(folder);
    if (reports.length > 0) write(`\nWhat the failed browser tests' pages did:\n\n${reports.join('\n')}`);
  },
});

export default class FailureReportsReporter {
  constructor() {
    return createFailureReportsReporter();
  }
}
