import { describe, expect, it } from 'vitest';
import { choiceTitle, schemaChoices } from './schemaChoices';

const sizes = {
  oneOf: [
    { const: 's', title: 'Small' },
    { const: 'l', title: 'Large' },
  ],
};

describe('schemaChoices', () => {
  it('gives an enum its values as they are, and labelled choices their titles over the codes', () => {
    expect(schemaChoices({ enum: ['GET', 'POST'] })).toEqual([
      { id: 'GET', name: 'GET' },
      { id: 'POST', name: 'POST' },
    ]);
    expect(schemaChoices(sizes)).toEqual([
      { id: 's', name: 'Small' },
      { id: 'l', name: 'Large' },
    ]);
    expect(schemaChoices({ oneOf: [{ const: 1 }, { const: 2, title: 'Two' }] })).toEqual([
      { id: '1', name: '1' },
      { id: '2', name: 'Two' },
    ]);
  });

  it('is no choice for a `oneOf` of other schemas, nor for a field without one', () => {
    expect(schemaChoices({ oneOf: [{ const: 'a' }, { type: 'integer' }] })).toBeUndefined();
    expect(schemaChoices({ oneOf: [] })).toBeUndefined();
    expect(schemaChoices({})).toBeUndefined();
    expect(schemaChoices(undefined)).toBeUndefined();
  });
});

describe('choiceTitle', () => {
  it('names a labelled code by its title, and nothing else', () => {
    expect(choiceTitle(sizes, 'l')).toBe('Large');
    expect(choiceTitle(sizes, 'xl')).toBeUndefined();
    expect(choiceTitle(sizes, null)).toBeUndefined();
    expect(choiceTitle({ enum: ['GET'] }, 'GET')).toBeUndefined();
  });
});
