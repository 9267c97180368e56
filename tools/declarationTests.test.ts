// The proof test's rule for which test files check the declarations (e2e/declarationTests.ts)
// reads static imports and loads on demand alike.
import { describe, expect, it } from 'vitest';
import { importsOf } from '../e2e/declarationTests';

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
});
