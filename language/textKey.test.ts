// Text keys are checked by the type check (src/i18n/textKeys.ts fills TextKey with every key of
// the English texts): the @ts-expect-error lines fail `tsc` if a wrong key ever type-checks.
import { describe, expect, it } from 'vitest';
import type { TextKey } from './textKey';
import type { FormConfig } from './types';

describe('text keys', () => {
  it('accept a key that has a text and refuse one that has none', () => {
    const known: TextKey = 'vendors.title';
    // @ts-expect-error -- no such text
    const unknown: TextKey = 'vendors.nope';
    // @ts-expect-error -- a config's text must be a key too
    const form: FormConfig = { kind: 'fields', lock: { field: 'in_use', banner: 'In use!' } };
    expect([known, unknown, form.lock]).toHaveLength(3);
  });
});
