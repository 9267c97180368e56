// Every stored text and every list is bounded in the schema itself (JSON Schema's maxLength and
// maxItems), so the forms, the validators and the platform's body limits all read the same
// limit: a text or a list a schema leaves open would let one body hold the platform. Read from
// the schema files themselves, every schema each one exports (parts of other schemas too).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { unboundedPaths } from './limits';

const HERE = import.meta.dirname;

const exportedSchemas = async (): Promise<[string, unknown][]> => {
  const files = readdirSync(HERE).filter((name) => /^[A-Za-z0-9]+\.schema\.ts$/.test(name));
  const found: [string, unknown][] = [];
  for (const file of files) {
    const module = (await import(/* @vite-ignore */ pathToFileURL(join(HERE, file)).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module))
      if (typeof value === 'object' && value !== null && ('properties' in value || 'type' in value)) found.push([`${file} ${name}`, value]);
  }
  return found;
};

describe('every schema', () => {
  it('gives every text a maxLength and every list a maxItems', async () => {
    const schemas = await exportedSchemas();
    expect(schemas.length).toBeGreaterThan(30);
    const unbounded = schemas.flatMap(([name, schema]) => unboundedPaths(schema).map((path) => `${name} ${path}`));
    expect(unbounded).toEqual([]);
  });
});

describe('unboundedPaths', () => {
  it('names each text without maxLength and each list without maxItems, by its path', () => {
    const schema = {
      type: 'object',
      properties: {
        name: { type: 'string' },
        id: { type: ['integer', 'string'] },
        code: { type: 'string', maxLength: 4 },
        tags: { type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } },
        kept: { type: 'array', maxItems: 3, items: { type: 'string', maxLength: 9 } },
      },
      allOf: [{ if: { properties: { code: { type: 'string' } } }, then: { properties: { note: { type: 'string' } } } }],
    };
    expect(unboundedPaths(schema)).toEqual([
      '/properties/name: text without maxLength',
      '/properties/id: text without maxLength',
      '/properties/tags: list without maxItems',
      '/properties/tags/items/properties/label: text without maxLength',
      '/allOf/0/then/properties/note: text without maxLength',
    ]);
  });

  it('takes a text whose values are listed (enum, const, choices) as bounded', () => {
    const schema = {
      type: 'object',
      properties: {
        verb: { type: 'string', enum: ['GET', 'PUT'] },
        one: { type: 'string', const: 'x' },
        choice: { type: 'string', oneOf: [{ const: 'a', title: 'A' }] },
      },
    };
    expect(unboundedPaths(schema)).toEqual([]);
  });
});
