import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUSTOM_PART_REGISTRIES, customPartKeysModule, registryKeys } from './customPartKeys';

const REGISTRY = `import { lazy } from 'react';
// Custom pages by the key their config names.
export const pages: Readonly<Record<PageKey, ComponentType<PageProps>>> = {
  homeAbout: lazy(trackedImport(() => import('./HomeAbout'))),
  // a comment between entries
  cache: lazy(
    trackedImport(() => import('./CachePage')),
  ),
};
`;

describe('the custom parts’ keys', () => {
  it('are read from the registry, in its order, entries written over several lines included', () => {
    expect(registryKeys(REGISTRY)).toEqual(['homeAbout', 'cache']);
  });

  it('refuse a registry they cannot read, naming it', () => {
    expect(() => registryKeys('export const pages = makePages();', 'src/pages/registry.ts')).toThrow(
      /src\/pages\/registry\.ts: no object literal/,
    );
    expect(() => registryKeys('export const pages = {\n};', 'src/pages/registry.ts')).toThrow(/names no key/);
  });

  it('are written as one union type per registry, so a key added to a registry is one a config may name', () => {
    const module = customPartKeysModule((file) =>
      file === 'src/pages/registry.ts' ? REGISTRY : readFileSync(join(import.meta.dirname, '..', file), 'utf8'),
    );
    expect(module).toContain("export type PageKey = 'homeAbout' | 'cache';");
    expect(module).toMatch(/export type CustomFormModeKey = '\w+'( \| '\w+')*;/);
    expect(CUSTOM_PART_REGISTRIES.map((r) => r.type)).toEqual(['PageKey', 'IntroKey', 'CustomFormModeKey']);
  });

  it('as written by npm run validators, match the registries as they are', () => {
    const written = readFileSync(join(import.meta.dirname, '../language/generated/customPartKeys.ts'), 'utf8');
    expect(written).toBe(customPartKeysModule());
  });
});
