import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFailureReportsReporter, failureReports, keepFailureReport } from './failureReports';

const folders: string[] = [];
const tempFolder = () => {
  const folder = join(mkdtempSync(join(tmpdir(), 'failure-reports-')), 'failures');
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(join(folder, '..'), { recursive: true, force: true });
});

describe('failure reports', () => {
  it("prints each failed test's report at the end of the run, and none from an earlier run", () => {
    const folder = tempFolder();
    keepFailureReport('old > a test from yesterday', 'stale', folder);
    const printed: string[] = [];
    const reporter = createFailureReportsReporter(folder, (text) => printed.push(text));
    reporter.onInit!({} as never);
    expect(failureReports(folder)).toEqual([]);
    keepFailureReport('transformations > creates one', '  1200 ms POST /apilinks/transformations 400', folder);
    keepFailureReport('shell > signs in / lands', '  300 ms [notification shown] Saved', folder);
    reporter.onTestRunEnd!([], [], 'failed');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain("What the failed browser tests' pages did:");
    expect(printed[0]).toContain('transformations > creates one\n  1200 ms POST /apilinks/transformations 400');
    expect(printed[0]).toContain('shell > signs in / lands');
    expect(printed[0]).not.toContain('stale');
    expect(readdirSync(folder)).toHaveLength(2);
  });

  it('prints nothing when no browser test failed', () => {
    const folder = tempFolder();
    const printed: string[] = [];
    const reporter = createFailureReportsReporter(folder, (text) => printed.push(text));
    reporter.onInit!({} as never);
    reporter.onTestRunEnd!([], [], 'passed');
    expect(printed).toEqual([]);
  });
});
