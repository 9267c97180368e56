// The bound of a schema is the weight of its largest JSON text: every text at its maxLength in
// characters of 3 bytes, every list at its maxItems, every number at its longest.
import { describe, expect, it } from 'vitest';
import { schemas } from '../schemas/index';
import { validatorNames, validatorSpecs } from '../schemas/validators';
import { jsonBound, UNTYPED_BOUND } from './bodyBound';
import { heaviest, weight } from './test/heaviest';

describe('jsonBound', () => {
  it('weighs texts, numbers, flags, lists and objects at their heaviest', () => {
    expect(jsonBound({ type: 'string', maxLength: 3 })).toBe(weight('€€€'));
    expect(jsonBound({ type: 'integer' })).toBe(weight(-1.2345678901234567e-308));
    expect(jsonBound({ type: 'boolean' })).toBe(5);
    expect(jsonBound({ type: 'string', enum: ['GET', 'DELETE'] })).toBe(weight('DELETE'));
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string', maxLength: 10 },
        rows: { type: 'array', maxItems: 4, items: { type: 'object', properties: { id: { type: ['integer', 'string'], maxLength: 20 } } } },
      },
    };
    // A comma after the last entry of each list and object counted besides.
    expect(jsonBound(schema) - weight(heaviest(schema))).toBe(6);
  });

  it('gives an open part (no type, no limit) its allowance', () => {
    expect(jsonBound({ title: 'Roles' })).toBe(UNTYPED_BOUND);
    expect(jsonBound(true)).toBe(UNTYPED_BOUND);
  });

  it.each(validatorNames)('holds the heaviest body of the %s validator', (name) => {
    const schema = schemas[validatorSpecs[name].base];
    expect(weight(heaviest(schema))).toBeLessThanOrEqual(jsonBound(schema));
  });
});
