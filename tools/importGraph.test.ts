// Imports run one way: schemas at the bottom, the language (the words' types) above them, screen
// configs above those, the engine above those, the screens' custom parts above the engine, the
// console's root at the top; and no circles. The engines read the language, never a screen, not
// even through other files' imports: only the roots bring the screens in.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, reachedFrom, upwardImports } from './importGraph';

const ROOT = join(import.meta.dirname, '..');
const graph = importGraph(ROOT, ['src', 'shared', 'language', 'resources', 'schemas', 'server', 'tools', 'fixtures', 'bench', 'e2e']);

/** The engines: the console's (its engine, frame and data layer) and the platform's record engine. */
const ENGINES = ['src/engine/', 'src/shell/', 'src/data/', 'server/records/'];
const engineFiles = [...graph].filter(([file]) => ENGINES.some((folder) => file.startsWith(folder)));

/** The only files that bring the screens in, each with why it must. */
const ROOTS: Record<string, string> = {
  'src/admin/AdminApp.tsx': "the console's app: its routes, menu, data provider and custom parts are the screens'",
  'src/admin/landingEarly.ts':
    "the console's early start: src/main.tsx runs it before the app is evaluated, so the landing list's call leaves sooner; waiting for the app's screens would undo that",
  'server/platform.ts': "the platform's start: its guard's rules and services are the screens' calls",
  'server/recordFiles.ts': "the platform's start's records, loaded by file (apart, so tests and tools load them without a server)",
};

/**
 * Words, not screens, in resources/: a module npm run validators writes as data (a texts module
 * or pack, or the screens' packs by name)
 * and a shared form's texts file (resources/<form>.texts.ts); each imports nothing, so it brings no
 * screen in behind it.
 */
const isWords = (file: string) =>
  /^resources\/(generated\/(menuTexts|screenTexts|screenPacks|packs\/[A-Za-z0-9]+)|[A-Za-z0-9]+\.texts)\.ts$/.test(file) &&
  (graph.get(file) ?? []).length === 0;

/** A path to the screens' folder in a string: the screens loaded by file rather than imported. */
const namesScreensFolder = (text: string) => /['"`](\.\.\/)+resources\/?['"`]/.test(text);

/**
 * Test helpers beside the platform's tests list the screens' calls (tests are not in the graph);
 * the tools, benchmarks and browser tests read the screens as their subject, above every engine.
 */
const isTestHelper = (file: string) => /^(server\/test|tools|bench|e2e)\//.test(file);

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

  it('keeps the tools above the platform: server/ imports nothing from tools/ (npm run dev is tools/dev.ts)', () => {
    const fromServer = [...graph].flatMap(([file, imports]) =>
      file.startsWith('server/') ? imports.filter((i) => i.startsWith('tools/')).map((i) => `${file} -> ${i}`) : [],
    );
    expect(graph.has('tools/dev.ts')).toBe(true);
    expect(fromServer).toEqual([]);
  });

  it("keeps the engine below the shell: src/engine imports nothing from src/shell (the session and role hooks are src/auth's)", () => {
    const fromEngine = [...graph].flatMap(([file, imports]) =>
      file.startsWith('src/engine/') ? imports.filter((i) => i.startsWith('src/shell/')).map((i) => `${file} -> ${i}`) : [],
    );
    expect(fromEngine).toEqual([]);
  });

  it('keeps the pages out of the shell: src/shell names no page (the root gives them through the custom parts)', () => {
    const fromShell = [...graph].flatMap(([file, imports]) =>
      file.startsWith('src/shell/') ? imports.filter((i) => /^src\/(pages|panels)\//.test(i)).map((i) => `${file} -> ${i}`) : [],
    );
    expect(fromShell).toEqual([]);
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

  it("gives the engines the language only: no chain of imports from the console's engine or the platform's record engine reaches a screen", () => {
    const reachingScreens = engineFiles.flatMap(([file]) =>
      [...reachedFrom(graph, file)]
        .filter(([target]) => target.startsWith('resources/') && !isWords(target))
        .map(([, chain]) => chain.join(' -> ')),
    );
    expect(reachingScreens).toEqual([]);
    // Each engine does read the words, so the rule above is not met by an empty folder.
    for (const folder of ENGINES)
      expect(engineFiles.some(([file, imports]) => file.startsWith(folder) && imports.some((i) => i.startsWith('language/')))).toBe(true);
    // And the engine does reach the screens' texts, as data: the rule above sees the generated modules.
    expect(reachedFrom(graph, 'src/engine/ListRows.tsx').has('resources/generated/menuTexts.ts')).toBe(true);
  });

  it('lets only the roots import the screens (resources/index.ts or a screen file), nor load them by file', () => {
    const importers = [...graph].flatMap(([file, imports]) =>
      file.startsWith('resources/') || isTestHelper(file) || file in ROOTS
        ? []
        : imports.filter((i) => i.startsWith('resources/') && !isWords(i)).map((i) => `${file} -> ${i}`),
    );
    expect(importers).toEqual([]);
    // Loading the screens by file (a path to the folder, as the platform's records are found) counts as importing them.
    const loaders = [...graph.keys()].filter(
      (file) => !file.startsWith('resources/') && !isTestHelper(file) && namesScreensFolder(readFileSync(join(ROOT, file), 'utf8')),
    );
    expect(loaders.filter((file) => !(file in ROOTS))).toEqual([]);
    // Each root is one: it brings the screens in, by import or by file.
    for (const root of Object.keys(ROOTS))
      expect(graph.get(root)!.includes('resources/index.ts') || loaders.includes(root), root).toBe(true);
  });

  it("keeps the platform's code behind the hooks files: no other file of resources/ reaches server/", () => {
    // The record loader imports every other file of resources/ to find the declarations, also
    // where the validators are not generated yet (npm run new-screen on a fresh checkout).
    const reachingServer = [...graph.keys()]
      .filter((file) => /^resources\/[^/]+\.ts$/.test(file) && !file.endsWith('.hooks.ts') && !file.endsWith('.test.ts'))
      .flatMap((file) =>
        [...reachedFrom(graph, file)].filter(([target]) => target.startsWith('server/')).map(([, chain]) => chain.join(' -> ')),
      );
    expect(reachingServer).toEqual([]);
    // The hooks files do, so the rule above sees such imports.
    expect(reachedFrom(graph, 'resources/users.hooks.ts').has('server/routes/loginHook.ts')).toBe(true);
  });

  it('tells the screens from their words, and sees loads on demand and by glob', () => {
    expect(namesScreensFolder("const RESOURCES = fileURLToPath(new URL('../resources', import.meta.url));")).toBe(true);
    expect(namesScreensFolder('translate(`resources.${name}.fields.x`)')).toBe(false);
    expect(isWords('resources/generated/menuTexts.ts')).toBe(true);
    expect(isWords('resources/generated/packs/users.ts')).toBe(true);
    expect(isWords('resources/generated/screenFiles.ts')).toBe(false);
    expect(isWords('resources/users.ts')).toBe(false);
    // src/i18n/textPacks.ts loads its packs by Vite's glob, each on demand.
    expect(graph.get('src/i18n/textPacks.ts')).toEqual(
      expect.arrayContaining(['resources/generated/packs/vendors.ts', 'src/i18n/en/listViews.ts']),
    );
    const chains = reachedFrom(
      new Map([
        ['a.ts', ['b.ts']],
        ['b.ts', ['c.ts']],
        ['c.ts', ['a.ts']],
      ]),
      'a.ts',
    );
    expect(Object.fromEntries(chains)).toEqual({ 'b.ts': ['a.ts', 'b.ts'], 'c.ts': ['a.ts', 'b.ts', 'c.ts'] });
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
