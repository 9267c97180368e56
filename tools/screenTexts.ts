// The texts half of `npm run validators`' lists: each area's texts module, written from the
// files (tools/screenFiles.ts calls it). A screen config file's `texts` join its screens' area.
// A form shared by screens keeps its texts in `resources/<form>.texts.ts`; they join every area
// one of whose screens names a key of theirs, so the form reads its texts wherever a screen puts
// it, and an area that does not use it never loads them.
import { HEADER, isScreen, type Exports } from './screenFileKinds';

const TEXT_KEY = /^[A-Za-z]\w*(\.\w+)+$/;

/** The first words of the text keys a screen config names (any string shaped like a key). */
export const namespacesNamed = (value: unknown, found = new Set<string>()): Set<string> => {
  if (typeof value === 'string') {
    if (TEXT_KEY.test(value)) found.add(value.split('.')[0]);
  } else if (Array.isArray(value)) value.forEach((item) => namespacesNamed(item, found));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => namespacesNamed(item, found));
  return found;
};

const namespacesOf = (texts: unknown): string[] => (texts && typeof texts === 'object' ? Object.keys(texts) : []);

/** `texts_<file>` with the file's name made an identifier. */
const aliasOf = (file: string) => `texts_${file.replace(/\W/g, '_')}`;

/**
 * Each area's texts module (`resources/generated/<area>Texts.ts`, exporting `<area>ScreenTexts`),
 * and the module of every shared form's texts (`sharedTexts.ts`, for the type of the text keys).
 * `configs` are the screen config files, `shared` the `<form>.texts` files.
 */
export const textModules = (
  areas: readonly string[],
  configs: readonly [string, Exports][],
  shared: readonly [string, Exports][],
): Record<string, string> => {
  const parts: Record<string, { imports: string[]; spreads: string[] }> = Object.fromEntries(
    areas.map((area) => [area, { imports: [], spreads: [] }]),
  );
  const owners = new Map<string, string>();
  const claim = (file: string, texts: unknown) => {
    for (const ns of namespacesOf(texts)) {
      const owner = owners.get(ns);
      if (owner) throw new Error(`resources/${file}.ts: the texts '${ns}' are resources/${owner}.ts's already`);
      owners.set(ns, file);
    }
  };
  const named: Record<string, Set<string>> = Object.fromEntries(areas.map((area) => [area, new Set<string>()]));
  for (const [file, exports] of configs) {
    const screens = Object.values(exports).filter(isScreen);
    for (const screen of screens) if (screen.area in named) namespacesNamed(screen, named[screen.area]);
    if (exports.texts === undefined) continue;
    const own = [...new Set(screens.map((screen) => screen.area))];
    if (own.length !== 1 || !(own[0] in parts))
      throw new Error(
        `resources/${file}.ts: a texts export belongs to a file with screens of one area (found: ${own.join(', ') || 'none'})`,
      );
    claim(file, exports.texts);
    parts[own[0]].imports.push(`import { texts as ${aliasOf(file)} } from '../${file}';`);
    parts[own[0]].spreads.push(`...${aliasOf(file)}`);
  }
  for (const [file, exports] of shared) {
    if (exports.texts === undefined) throw new Error(`resources/${file}.ts: a texts file exports its texts as \`texts\``);
    claim(file, exports.texts);
    for (const area of areas)
      if (namespacesOf(exports.texts).some((ns) => named[area].has(ns))) {
        parts[area].imports.push(`import { texts as ${aliasOf(file)} } from '../${file}';`);
        parts[area].spreads.push(`...${aliasOf(file)}`);
      }
  }
  const module = (what: string, imports: readonly string[], name: string, spreads: readonly string[]) =>
    [HEADER + what, ...imports, '', `export const ${name} = {${spreads.length ? ` ${spreads.join(', ')} ` : ''}} as const;`, ''].join('\n');
  return {
    ...Object.fromEntries(
      areas.map((area) => [
        `${area}Texts`,
        module(
          `// The texts of the ${area} area's screen config files and of the shared forms its screens use.`,
          parts[area].imports,
          `${area}ScreenTexts`,
          parts[area].spreads,
        ),
      ]),
    ),
    sharedTexts: module(
      '// The texts of every shared form (resources/<form>.texts.ts), whichever areas use them.',
      shared.map(([file]) => `import { texts as ${aliasOf(file)} } from '../${file}';`),
      'sharedScreenTexts',
      shared.map(([file]) => `...${aliasOf(file)}`),
    ),
  };
};
