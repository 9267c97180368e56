import { describe, expect, it } from 'vitest';
import type { TestSpecification } from 'vitest/node';
import { exactly } from './runTestFiles';

const specification = (moduleId: string) => ({ moduleId }) as TestSpecification;

describe('exactly the named test files', () => {
  it('takes a file by its whole path, not one whose path only contains it in another case', () => {
    const all = ['/t/src/bulk/bulkActions.test.ts', '/t/src/bulk/BulkActions.test.tsx', '/t/src/other.test.ts'].map(specification);
    const { chosen, missing } = exactly(all, ['/t/src/bulk/bulkActions.test.ts']);
    expect(chosen.map((s) => s.moduleId)).toEqual(['/t/src/bulk/bulkActions.test.ts']);
    expect(missing).toEqual([]);
  });

  it('names a file no project includes', () => {
    expect(exactly([specification('/t/a.test.ts')], ['/t/a.test.ts', '/t/gone.test.ts']).missing).toEqual(['/t/gone.test.ts']);
  });
});
