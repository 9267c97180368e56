// Which unit test files run isolated: those that replace a module, and only those.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { testFilesReplacingModules } from './testFilesReplacingModules';

const tree = (files: Record<string, string>) => {
  const root = mkdtempSync(join(tmpdir(), 'replacing-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(root, path, '..'), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
};

describe('testFilesReplacingModules', () => {
  it('finds the test files that call vi.mock or vi.doMock, in the named folders only', () => {
    const root = tree({
      'src/a/mocks.test.tsx': "vi.mock('./x', () => ({}));",
      'src/later.test.ts': "vi.doMock('./y');",
      'src/plain.test.ts': "vi.fn(); vi.spyOn(console, 'error');",
      'src/mocks.ts': "vi.mock('./x');",
      'src/data.integration.test.ts': "vi.mock('./x');",
      'schemas/s.test.ts': "vi.mock('./z');",
      'server/s.test.ts': "vi.mock('./z');",
    });
    expect(testFilesReplacingModules(root, ['src', 'schemas'], /(?<!\.integration)\.test\.tsx?$/)).toEqual([
      'schemas/s.test.ts',
      'src/a/mocks.test.tsx',
      'src/later.test.ts',
    ]);
  });

  it("finds this project's module-replacing files, which vite.config.ts runs isolated", () => {
    const found = testFilesReplacingModules(join(import.meta.dirname, '..'), ['src', 'tools'], /\.test\.tsx?$/);
    expect(found).toContain('src/panels/EmailTemplateForm.test.tsx');
    expect(found).toContain('src/i18n/textPacks.retry.test.ts');
    expect(found).toContain('tools/testFilesReplacingModules.test.ts'); // its texts name vi.mock
  });
});
