// The files a Vite `import.meta.glob` call loads, for the import graph (tools/importGraph.ts): its
// relative patterns, one or an array, with `*`, `**`, `?`, `[...]` and `{a,b}`; a `!` pattern
// takes files out. As Vite's defaults do (no `exhaustive`), node_modules and dot-named files are
// left out, and so is the calling file itself. Node 20 has no fs.globSync, and no glob package
// is a dependency: hence this small matcher.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';

/** A glob call's first argument: one string or an array of them (Vite needs them written out). */
const GLOB_CALL = /\bimport\.meta\.glob\s*(?:<.*?>)?\(\s*(\[[^\]]*\]|'[^']*'|"[^"]*")/g;
const QUOTED = /'([^']*)'|"([^"]*)"/g;
const WILD = /[*?[{]/;

/** The patterns of each `import.meta.glob` call in a source text. */
export const globPatterns = (text: string): string[][] =>
  [...text.matchAll(GLOB_CALL)].map((call) => [...call[1]!.matchAll(QUOTED)].map((m) => m[1] ?? m[2]!));

/** One path segment of a pattern as a regular expression (no `/` crossed). */
const segmentSource = (segment: string): string =>
  segment
    .replace(/[.+^$()|\\]/g, '\\$&')
    .replace(/\*/g, '[^/]*')
    .replace(/\?/g, '[^/]')
    .replace(/\{([^}]*)\}/g, (_, options: string) => `(?:${options.split(',').join('|')})`);

/** A pattern's fixed folder (before its first wild segment) and what the paths under it must match. */
const compile = (pattern: string) => {
  const segments = pattern.split('/');
  const firstWild = segments.findIndex((segment) => WILD.test(segment));
  const fixed = firstWild < 0 ? segments.length - 1 : firstWild;
  const rest = segments.slice(fixed);
  // `**` is any number of whole folders (none too); a final one, anything below.
  const source = rest
    .map((segment, i) =>
      segment === '**' ? (i === rest.length - 1 ? '.*' : '(?:[^/]+/)*') : segmentSource(segment) + (i < rest.length - 1 ? '/' : ''),
    )
    .join('');
  return { folder: segments.slice(0, fixed).join('/') || '.', matches: new RegExp(`^${source}$`) };
};

/** Every file under `folder`, node_modules and dot-named entries left out. */
const walk = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const path = join(folder, entry.name);
    return entry.isDirectory() ? walk(path) : [path];
  });

const under = (folder: string, file: string) => relative(folder, file).split(sep).join('/');

/** The files the patterns of one glob call in `from` name (absolute paths, sorted); relative patterns only. */
export const globFiles = (from: string, patterns: readonly string[]): string[] => {
  const relativeOnes = (negated: boolean) =>
    patterns
      .filter((pattern) => pattern.startsWith('!') === negated)
      .map((pattern) => (negated ? pattern.slice(1) : pattern))
      .filter((pattern) => pattern.startsWith('./') || pattern.startsWith('../'))
      .map(compile)
      .map(({ folder, matches }) => ({ folder: join(dirname(from), folder), matches }));
  const named = (file: string, glob: { folder: string; matches: RegExp }) => {
    const path = under(glob.folder, file);
    return !path.startsWith('../') && glob.matches.test(path);
  };
  const excluded = relativeOnes(true);
  const found = relativeOnes(false).flatMap((glob) =>
    existsSync(glob.folder) ? walk(glob.folder).filter((file) => named(file, glob)) : [],
  );
  return [...new Set(found)].filter((file) => file !== from && !excluded.some((glob) => named(file, glob))).sort();
};
