// The texts half of `npm run validators`' lists: each area's texts module, written from the
// files (tools/screenFiles.ts calls it). A screen config file's `texts` join its screens' area.
// A form shared by screens keeps its texts in `resources/<form>.texts.ts`; they join every area
// one of whose screens names a key of theirs, so the form reads its texts wherever a screen puts
// it, and an area that does not use it never loads them. The modules hold the texts as data and
// import nothing: the console's texts (and so its engine) never load a screen config module.
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

/** A texts value as a TypeScript literal: strings and groups of them only, so the module is data. */
const literal = (texts: unknown, where: string): string =>
  JSON.stringify(
    texts,
    (key, value: unknown) => {
      if (typeof value === 'string' || (value !== null && typeof value === 'object' && !Array.isArray(value))) return value;
      throw new Error(`${where}: the text '${key}' is not a string or a group of texts`);
    },
    2,
  );

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
  // Each area's texts, merged as spreads would merge them: a file's text groups side by side.
  const merged: Record<string, Record<string, unknown>> = Object.fromEntries(areas.map((area) => [area, {}]));
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
    if (own.length !== 1 || !(own[0] in merged))
      throw new Error(
        `resources/${file}.ts: a texts export belongs to a file with screens of one area (found: ${own.join(', ') || 'none'})`,
      );
    claim(file, exports.texts);
    literal(exports.texts, `resources/${file}.ts`);
    Object.assign(merged[own[0]], exports.texts);
  }
  const sharedTexts: Record<string, unknown> = {};
  for (const [file, exports] of shared) {
    if (exports.texts === undefined) throw new Error(`resources/${file}.ts: a texts file exports its texts as \`texts\``);
    claim(file, exports.texts);
    literal(exports.texts, `resources/${file}.ts`);
    Object.assign(sharedTexts, exports.texts);
    for (const area of areas) if (namespacesOf(exports.texts).some((ns) => named[area].has(ns))) Object.assign(merged[area], exports.texts);
  }
  const module = (what: string, name: string, texts: Record<string, unknown>) =>
    [HEADER + what, '', `export const ${name} = ${literal(texts, name)} as const;`, ''].join('\n');
  return {
    ...Object.fromEntries(
      areas.map((area) => [
        `${area}Texts`,
        module(
          `// The texts of the ${area} area's screen config files and of the shared forms its screens use.`,
          `${area}ScreenTexts`,
          merged[area],
        ),
      ]),
    ),
    sharedTexts: module(
      '// The texts of every shared form (resources/<form>.texts.ts), whichever areas use them.',
      'sharedScreenTexts',
      sharedTexts,
    ),
  };
};
