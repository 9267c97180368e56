// Wall time of each stage of `npm test`, printed so a CI log shows where the minutes go.
// `timed()` runs one command as a stage; the vitest reporter below gives each test project
// (unit, platform, e2e) its span, from its first file starting to its last file ending.
import type { Reporter, TestModule } from 'vitest/node';

export const formatSeconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

export const stageLine = (label: string, ms: number): string => `[stage] ${label}: ${formatSeconds(ms)}`;

interface Span {
  start: number;
  end: number;
  files: number;
}

export const createStageTimesReporter = (now: () => number = Date.now): Reporter & { spans: Map<string, Span> } => {
  const spans = new Map<string, Span>();
  return {
    spans,
    onTestModuleStart(module: TestModule) {
      const name = module.project.name || 'tests';
      const span = spans.get(name) ?? { start: now(), end: 0, files: 0 };
      spans.set(name, span);
    },
    onTestModuleEnd(module: TestModule) {
      const span = spans.get(module.project.name || 'tests');
      if (!span) return;
      span.end = now();
      span.files += 1;
    },
    onTestRunEnd() {
      const lines = [...spans].map(([name, span]) => `${stageLine(`tests: ${name}`, span.end - span.start)} (${span.files} files)`);
      if (lines.length > 0) process.stdout.write(`\n${lines.join('\n')}\n`);
    },
  };
};

export default class StageTimesReporter {
  constructor() {
    return createStageTimesReporter();
  }
}
