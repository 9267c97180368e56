// Imports run one way: schemas at the bottom, screen configs above them, the engine above those,
// the screens' custom parts above the engine, the console's root at the top; and no circles.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, upwardImports } from './importGraph';

const ROOT = join(import.meta.dirname, '..');
const graph = importGraph(ROOT, ['src', 'shared', 'resources', 'schemas', 'server']);

describe('the import graph', () => {
  it('sees the project: every screen config, the engine and the custom parts', () => {
    expect(graph.get('src/engine/FormDialog.tsx')).toContain('src/engine/customParts.tsx');
    expect(graph.get('src/admin/AdminApp.tsx')).toContain('src/panels/registry.ts');
    expect(graph.get('resources/formTypes.ts')).toContain('schemas/validators.ts');
    expect(graph.size).toBeGreaterThan(250);
  });

  it('keeps the demo platform out of the console: server/ imports nothing from src/', () => {
    const fromServer = [...graph].flatMap(([file, imports]) =>
      file.startsWith('server/') ? imports.filter((i) => i.startsWith('src/')).map((i) => `${file} -> ${i}`) : [],
    );
    expect(fromServer).toEqual([]);
  });

  it('keeps the data layer below the screens: src/data imports neither the engine nor the texts', () => {
    const fromData = [...graph].flatMap(([file, imports]) =>
      file.startsWith('src/data/') && !file.includes('.test.')
        ? imports.filter((i) => /^src\/(engine|i18n|shell|panels|pages)\//.test(i)).map((i) => `${file} -> ${i}`)
        : [],
    );
    expect(fromData).toEqual([]);
  });

  it('has no import circles (type-only imports count)', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no import from a layer to one above it', () => {
    const layers = [
      ['schemas/'],
      ['shared/'],
      ['resources/'],
      ['src/engine/'],
      ['src/panels/', 'src/pages/'],
      ['src/admin/', 'src/main.tsx'],
    ];
    expect(upwardImports(graph, layers)).toEqual([]);
  });

  it('finds circles and upward imports when there are some', () => {
    const sample = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['low/x.ts', ['high/y.ts']],
      ['high/y.ts', []],
    ]);
    expect(importCircles(sample)).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    expect(upwardImports(sample, [['low/'], ['high/']])).toEqual(['low/x.ts -> high/y.ts']);
  });
});
