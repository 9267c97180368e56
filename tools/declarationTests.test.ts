// The proof test's rule for which test files check the declarations (e2e/declarationTests.ts)
// reads static imports and loads on demand alike.
import { describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { declarationTests, importsOf } from '../e2e/declarationTests';

describe('the imports the proof test reads', () => {
  it('sees static imports, re-exports and loads on demand, as paths from the root', () => {
    const text = [
      "import { screens } from '../resources';",
      "export { x } from './x';",
      "const later = await import('../server/recordFiles');",
      "import { it } from 'vitest';",
    ].join('\n');
    expect(importsOf('tools/some.test.ts', text)).toEqual(['resources/index', 'tools/x', 'server/recordFiles']);
  });

  it('takes .ts and .tsx test files that import the screens, the records, the entities or the validators, and no others', () => {
    const root = mkdtempSync(join(tmpdir(), 'declaration-tests-'));
    const files: Record<string, string> = {
      'src/shell/Menu.test.tsx': "import { screens } from '../../resources';",
      'schemas/index.test.ts': "import { schemas } from './index';",
      'shared/generated.test.ts': "import { validatorNames } from '../schemas/validators';",
      'server/records.test.ts': "import { loadRecordKeeping } from './recordFiles';",
      'server/started.test.ts': "import { screens } from '../resources';\nimport { startPlatform } from './test/harness';",
      'tools/scaffold.test.ts': "import { screens } from '../resources';\nimport { parseArgs } from './newScreen';",
      'src/plain.test.tsx': "import { render } from '@testing-library/react';",
      'e2e/screens.test.ts': "import { screens } from '../resources';",
      'src/screens.ts': "import { screens } from '../resources';",
    };
    try {
      for (const [file, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), text);
      }
      expect(declarationTests(root, Object.keys(files))).toEqual([
        'schemas/index.test.ts',
        'server/records.test.ts',
        'shared/generated.test.ts',
        'src/shell/Menu.test.tsx',
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
