import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type { TestModule } from 'vitest/node';
import { createStageTimesReporter, stageLine } from './stageTimes';

const TIMED = resolve(import.meta.dirname, 'timed.mjs');
const TOGETHER = resolve(import.meta.dirname, 'together.mjs');
const moduleOf = (project: string) => ({ project: { name: project } }) as unknown as TestModule;

describe('stage times', () => {
  it('gives each test project its span and file count', () => {
    let t = 0;
    const reporter = createStageTimesReporter(() => t);
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      reporter.onTestModuleStart!(moduleOf('unit'));
      t = 1500;
      reporter.onTestModuleStart!(moduleOf('unit'));
      reporter.onTestModuleEnd!(moduleOf('unit'));
      t = 4000;
      reporter.onTestModuleEnd!(moduleOf('unit'));
      reporter.onTestRunEnd!([], [], 'passed');
      expect(String(write.mock.calls[0][0])).toContain('[stage] tests: unit: 4.0 s (2 files)');
    } finally {
      write.mockRestore();
    }
  });

  it('times a command and keeps its exit code', () => {
    expect(execFileSync('node', [TIMED, 'quick', '--', 'node', '-e', '0'], { encoding: 'utf8' })).toMatch(/^\[stage\] quick: \d+\.\d s$/m);
    const failed = spawnSync('node', [TIMED, 'broken', '--', 'node', '-e', 'process.exit(3)'], { encoding: 'utf8' });
    expect(failed.status).toBe(3);
    expect(failed.stdout).toContain('[stage] broken:');
    expect(failed.stdout).toContain('(failed)');
  });

  it('runs stages side by side, each output whole with its time, and fails when one fails', () => {
    // The slow stage ends only once the fast one has run (or after 30 s, when they ran one after
    // the other), so the order shows they ran at once however busy the machine is.
    const marker = join(mkdtempSync(join(tmpdir(), 'slink-stages-')), 'fast-ran');
    const both = spawnSync(
      'node',
      [
        TOGETHER,
        'slow',
        '--',
        'node',
        '-e',
        `const fs = require('fs'); const t = Date.now(); (function wait() { if (fs.existsSync(${JSON.stringify(marker)})) setTimeout(() => console.log('slow out'), 1000); else if (Date.now() - t > 30000) console.log('slow out'); else setTimeout(wait, 20); })();`,
        '++',
        'fast',
        '--',
        'node',
        '-e',
        `require('fs').writeFileSync(${JSON.stringify(marker)}, ''); console.log('fast out');`,
      ],
      { encoding: 'utf8' },
    );
    expect(both.status).toBe(0);
    // Both ran at once: the fast one ended (and was printed) first.
    expect(both.stdout).toMatch(/^fast out\n\[stage\] fast: \d+\.\d s\nslow out\n\[stage\] slow: \d+\.\d s\n$/);
    const failed = spawnSync('node', [TOGETHER, 'ok', '--', 'node', '-e', '0', '++', 'broken', '--', 'node', '-e', 'process.exit(3)'], {
      encoding: 'utf8',
    });
    expect(failed.status).toBe(1);
    expect(failed.stdout).toMatch(/\[stage\] broken: \d+\.\d s \(failed\)/);
    expect(failed.stdout).toMatch(/\[stage\] ok: \d+\.\d s\n/);
  });

  it('writes the line a CI log shows', () => {
    expect(stageLine('type check', 31_234)).toBe('[stage] type check: 31.2 s');
  });
});
