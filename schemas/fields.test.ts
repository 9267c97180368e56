// The field builders as the validators apply them: a labelled choice's codes, on a made-up
// schema compiled as the build does.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { createAjv } from '../shared/validation/ajv';
import type { FromSchema, Schema } from './ext';
import { labelledChoice } from './fields';

describe('labelledChoice', () => {
  const MESSAGE = 'Language must be English or Spanish';
  const noticeSchema = {
    type: 'object',
    title: 'Notice',
    properties: {
      language: labelledChoice(
        'Language',
        [
          { const: 'en', title: 'English' },
          { const: 'es', title: 'Spanish' },
        ],
        MESSAGE,
      ),
    },
  } as const satisfies Schema;
  const check = createAjv().compile(noticeSchema);
  const messages = (language: unknown) => (check({ language }) ? [] : (check.errors ?? []).map((e) => e.message));

  it('accepts the codes, not their titles', () => {
    expect(messages('en')).toEqual([]);
    expect(messages('es')).toEqual([]);
    expect(messages('English')).toEqual([MESSAGE]);
  });

  it('refuses anything else with the one message of the schema', () => {
    expect(messages('fr')).toEqual([MESSAGE]);
    expect(messages('EN')).toEqual([MESSAGE]);
    expect(messages(1)).toEqual([MESSAGE]);
  });

  it('gives the record type its codes', () => {
    expectTypeOf<FromSchema<typeof noticeSchema>>().toEqualTypeOf<{ [k: string]: unknown; language?: 'en' | 'es' }>();
  });
});
