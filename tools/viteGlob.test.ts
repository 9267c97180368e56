// What a Vite glob call loads, on a made-up folder: `**`, arrays of patterns, `!` patterns taking
// files out, and what Vite leaves out (node_modules, dot-named files, the calling file); and the
// import graph reaching those files through the call.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importGraph } from './importGraph';
import { globFiles, globPatterns } from './viteGlob';

const root = mkdtempSync(join(tmpdir(), 'vite-glob-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const write = (path: string, text = 'export const x = 1;\n') => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
const LOADER = `const packs = import.meta.glob<Record<string, unknown>>(\n  ['./a/*.ts', './b/**/*.ts', '!./b/deep/skip.ts'],\n  { eager: true },\n);\n`;
write('src/loader.ts', LOADER);
for (const file of [
  'src/a/one.ts',
  'src/a/inner/not.ts',
  'src/b/top.ts',
  'src/b/deep/two.ts',
  'src/b/deep/skip.ts',
  'src/b/deep/more/three.ts',
  'src/b/node_modules/pkg.ts',
  'src/b/.hidden.ts',
  'src/b/notes.md',
  'src/c/x1.ts',
  'src/c/y2.ts',
  'src/c/z3.tsx',
])
  write(file);
const loader = join(root, 'src', 'loader.ts');
const named = (files: string[]) => files.map((file) => relative(root, file));

describe("a Vite glob call's files", () => {
  it('reads one pattern or an array of them', () => {
    expect(globPatterns(LOADER)).toEqual([['./a/*.ts', './b/**/*.ts', '!./b/deep/skip.ts']]);
    expect(globPatterns(`import.meta.glob('../../resources/generated/packs/*.ts', { import: 'texts' })`)).toEqual([
      ['../../resources/generated/packs/*.ts'],
    ]);
  });

  it('expands `**` into every folder below, none included, and leaves out what `!` names', () => {
    expect(named(globFiles(loader, globPatterns(LOADER)[0]!))).toEqual([
      'src/a/one.ts',
      'src/b/deep/more/three.ts',
      'src/b/deep/two.ts',
      'src/b/top.ts',
    ]);
  });

  it('matches `?`, `{a,b}` and a final `**`, and never the calling file', () => {
    expect(named(globFiles(loader, ['./c/?1.ts', './c/*.{tsx,md}']))).toEqual(['src/c/x1.ts', 'src/c/z3.tsx']);
    expect(named(globFiles(loader, ['./c/**']))).toEqual(['src/c/x1.ts', 'src/c/y2.ts', 'src/c/z3.tsx']);
    expect(named(globFiles(loader, ['./*.ts', '../src/a/*.ts']))).toEqual(['src/a/one.ts']);
  });

  it('is what the import graph reaches through the call', () => {
    expect(importGraph(root, ['src']).get('src/loader.ts')).toEqual([
      'src/a/one.ts',
      'src/b/deep/more/three.ts',
      'src/b/deep/two.ts',
      'src/b/top.ts',
    ]);
  });
});
