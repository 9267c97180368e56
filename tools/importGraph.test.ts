// Imports run one way: schemas at the bottom, the language (the words' types) above them, screen
// configs above those, the engine above those, the screens' custom parts above the engine, the
// console's root at the top; and no circles. The engines read the language, never a screen: only
// the roots bring the screens in.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, upwardImports } from './importGraph';

const ROOT = join(import.meta.dirname, '..');
const graph = importGraph(ROOT, ['src', 'shared', 'language', 'resources', 'schemas', 'server']);

describe('the import graph', () => {
  it('sees the project: every screen config, the engine and the custom parts', () => {
    expect(graph.get('src/engine/FormDialog.tsx')).toContain('src/engine/customParts.tsx');
    expect(graph.get('src/admin/AdminApp.tsx')).toContain('src/panels/registry.ts');
    expect(graph.get('language/answerTypes.ts')).toContain('schemas/validators.ts');
    expect(graph.get('resources/users.ts')).toContain('language/types.ts');
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

  it('keeps the language apart from the screens: language/ imports only itself and the schemas', () => {
    const fromLanguage = [...graph].flatMap(([file, imports]) =>
      file.startsWith('language/') ? imports.filter((i) => !/^(language|schemas)\//.test(i)).map((i) => `${file} -> ${i}`) : [],
    );
    expect(fromLanguage).toEqual([]);
  });

  it("gives the engines the language only: the console's engine and the platform's record engine import no screen", () => {
    const engines = ['src/engine/', 'src/shell/', 'src/data/', 'server/records/'];
    const ofEngines = [...graph].filter(([file]) => engines.some((folder) => file.startsWith(folder)));
    const screensImported = ofEngines.flatMap(([file, imports]) =>
      imports.filter((i) => i.startsWith('resources/')).map((i) => `${file} -> ${i}`),
    );
    expect(screensImported).toEqual([]);
    // Each engine does read the words, so the rule above is not met by an empty folder.
    for (const folder of engines)
      expect(ofEngines.some(([file, imports]) => file.startsWith(folder) && imports.some((i) => i.startsWith('language/')))).toBe(true);
  });

  it('lets only the roots import the screens (resources/index.ts or a screen file)', () => {
    // The console's app and the platform's start; the platform's records are loaded by file at run
    // time (server/records/recordFiles.ts). The text packs read the screens' texts through the lists
    // npm run validators writes (and a shared form's texts file, resources/<form>.texts.ts: texts, no
    // screen), and test helpers list the screens' calls. The console's entry also
    // starts the landing list early (src/admin/landingEarly.ts), before the app is evaluated.
    const roots = ['src/admin/AdminApp.tsx', 'src/admin/dataProvider.ts', 'src/admin/landingEarly.ts', 'server/platform.ts'];
    const textPacks = /^src\/i18n\/en\/(packs\/)?[A-Za-z]+\.ts -> resources\/(generated\/[A-Za-z]+Texts|[A-Za-z]+\.texts)\.ts$/;
    const importers = [...graph].flatMap(([file, imports]) =>
      file.startsWith('resources/') || file.startsWith('server/test/') || roots.includes(file)
        ? []
        : imports.filter((i) => i.startsWith('resources/')).map((i) => `${file} -> ${i}`),
    );
    expect(importers.filter((edge) => !textPacks.test(edge))).toEqual([]);
    for (const root of roots) expect(graph.get(root)).toContain('resources/index.ts');
  });

  it('has no import circles (type-only imports count)', () => {
    expect(importCircles(graph)).toEqual([]);
  });

  it('has no import from a layer to one above it', () => {
    const layers = [
      ['schemas/'],
      ['language/'],
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
