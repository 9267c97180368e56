// The project's own import graph (relative imports, type-only ones and loads on demand included:
// `import('./x')` and Vite's `import.meta.glob`, its `**` and arrays of patterns too:
// tools/viteGlob.ts), to check that imports run one way: no circles, no folder importing one
// above it, and what a folder reaches through its imports (tools/importGraph.test.ts). Generated files are in it once imported, as what they import.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { filesUnder, withoutComments } from './sourceFiles';
import { globFiles, globPatterns } from './viteGlob';

const SOURCE = /\.(tsx?|mts|cts)$/;
const RELATIVE_IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]*)['"]|^\s*import\s+['"](\.[^'"]*)['"]|\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/gm;

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && SOURCE.test(path));
};

const isSource = (file: string) => SOURCE.test(file) && !file.endsWith('.d.ts');
const isTestOnly = (file: string) => /\.test\.tsx?$/.test(file) || file.includes('__fixtures__');

/** What a source text imports by relative path (`./x`, `../y`), as written; commented-out imports left out. */
export const relativeImports = (text: string): string[] =>
  [...withoutComments(text).matchAll(RELATIVE_IMPORT)].map((m) => m[1] ?? m[2] ?? m[3]);

/** The project files a file imports, absolute paths. */
const importsOf = (file: string): string[] => {
  const source = readFileSync(file, 'utf8');
  const text = withoutComments(source);
  const imported = relativeImports(source)
    .map((specifier) => resolveImport(file, specifier))
    .filter((path): path is string => path !== undefined);
  const globbed = globPatterns(text).flatMap((patterns) => globFiles(file, patterns).filter(isSource));
  return [...new Set([...imported, ...globbed])];
};

/** file → the project files it imports, paths relative to `root`; test files left out. */
export const importGraph = (root: string, folders: readonly string[]): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  const waiting = folders.flatMap((folder) => filesUnder(join(root, folder))).filter((file) => isSource(file) && !isTestOnly(file));
  for (let file = waiting.pop(); file !== undefined; file = waiting.pop()) {
    if (graph.has(relative(root, file))) continue;
    const imports = importsOf(file);
    graph.set(
      relative(root, file),
      imports.map((path) => relative(root, path)),
    );
    // A file the walk skips (a generated one) is in the graph as soon as something imports it.
    waiting.push(...imports.filter((path) => !graph.has(relative(root, path)) && !path.includes('node_modules')));
  }
  return graph;
};

/** Every file `file` reaches through its imports, each with the chain of imports that gets there. */
export const reachedFrom = (graph: Map<string, string[]>, file: string): Map<string, string[]> => {
  const chains = new Map<string, string[]>([[file, [file]]]);
  const waiting = [file];
  for (let next = waiting.shift(); next !== undefined; next = waiting.shift())
    for (const target of graph.get(next) ?? [])
      if (!chains.has(target)) {
        chains.set(target, [...chains.get(next)!, target]);
        waiting.push(target);
      }
  chains.delete(file);
  return chains;
};

/** Each import circle once, as the files around it (the first file repeated at the end). */
export const importCircles = (graph: Map<string, string[]>): string[][] => {
  const circles: string[][] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    if (onPath.has(file)) {
      circles.push([...path.slice(path.indexOf(file)), file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    onPath.add(file);
    for (const next of graph.get(file) ?? []) visit(next);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return circles;
};

/** Imports from a file to one in a higher layer: `layers` lists folder prefixes from the bottom up. */
export const upwardImports = (graph: Map<string, string[]>, layers: readonly (readonly string[])[]): string[] => {
  const layerOf = (file: string) => layers.findIndex((prefixes) => prefixes.some((prefix) => file.startsWith(prefix)));
  return [...graph].flatMap(([file, imports]) =>
    imports.filter((target) => layerOf(target) > layerOf(file) && layerOf(file) >= 0).map((target) => `${file} -> ${target}`),
  );
};
