// The project's own import graph (relative imports, type-only ones included), to check that
// imports run one way: no circles, and no folder importing one above it (tools/importGraph.test.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { filesUnder, withoutComments } from './sourceFiles';

const SOURCE = /\.(tsx?|mts|cts)$/;
const RELATIVE_IMPORT =
  /^\s*(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]*)['"]|^\s*import\s+['"](\.[^'"]*)['"]|\bimport\(\s*['"](\.[^'"]*)['"]\s*\)/gm;

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = join(dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && SOURCE.test(path));
};

/** file → the project files it imports, paths relative to `root`; test files left out. */
export const importGraph = (root: string, folders: readonly string[]): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  for (const file of folders.flatMap((folder) => filesUnder(join(root, folder)))) {
    if (!SOURCE.test(file) || file.endsWith('.d.ts') || /\.test\.tsx?$/.test(file) || file.includes('__fixtures__')) continue;
    const imports = [...withoutComments(readFileSync(file, 'utf8')).matchAll(RELATIVE_IMPORT)]
      .map((m) => resolveImport(file, m[1] ?? m[2] ?? m[3]))
      .filter((path): path is string => path !== undefined)
      .map((path) => relative(root, path));
    graph.set(relative(root, file), [...new Set(imports)]);
  }
  return graph;
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
