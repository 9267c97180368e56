// The texts half of `npm run validators`' lists, written from the files (tools/screenFiles.ts
// calls it). Each screen config file's `texts` are one pack, loaded with its screens
// (src/i18n/textPacks.ts): a new screen's texts never reach the first screen. A form shared by
// screens keeps its texts in `resources/<form>.texts.ts`; they join the pack of every file one of
// whose screens names a key of theirs, as does another file's text group a screen names. The side
// menu's labels (`<screen>.menu`) are the console's own, as the menu shows every area's screens.
// The modules hold the texts as data and import nothing: the console's texts (and so its engine)
// never load a screen config module.
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

type Texts = Record<string, unknown>;

const groupsOf = (texts: unknown): Texts => (texts && typeof texts === 'object' ? (texts as Texts) : {});

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

const module = (what: string, name: string, texts: unknown) =>
  [HEADER + what, '', `export const ${name} = ${literal(texts, name)} as const;`, ''].join('\n');

/**
 * The texts modules under resources/generated/, by name: `packs/<file>` (a screen config file's
 * pack, exporting `texts`), `screenPacks` (each screen's pack, by screen name), `menuTexts` (the
 * side menu's labels) and `screenTexts` (every text at once, for the tests, the tools and the type
 * of the text keys). `configs` are the screen config files, `shared` the `<form>.texts` files.
 */
export const textModules = (configs: readonly [string, Exports][], shared: readonly [string, Exports][]): Record<string, string> => {
  const groups = new Map<string, { file: string; texts: unknown }>();
  const claim = (file: string, texts: unknown) => {
    literal(texts, `resources/${file}.ts`);
    for (const [ns, group] of Object.entries(groupsOf(texts))) {
      const owner = groups.get(ns);
      if (owner) throw new Error(`resources/${file}.ts: the texts '${ns}' are resources/${owner.file}.ts's already`);
      groups.set(ns, { file, texts: group });
    }
  };
  for (const [file, exports] of shared) {
    if (exports.texts === undefined) throw new Error(`resources/${file}.ts: a texts file exports its texts as \`texts\``);
    claim(file, exports.texts);
  }
  const packs: Record<string, Texts> = {};
  const screenPacks: Record<string, string> = {};
  for (const [file, exports] of configs) {
    if (exports.texts === undefined) continue;
    const screens = Object.values(exports).filter(isScreen);
    if (!screens.length) throw new Error(`resources/${file}.ts: a texts export belongs to a file with screens`);
    claim(file, exports.texts);
    packs[file] = {};
    for (const screen of screens) screenPacks[screen.name] = file;
  }
  // A pack: its file's own groups and every group its screens name (a shared form's, another file's).
  for (const [file, exports] of configs) {
    if (!(file in packs)) continue;
    const named = namespacesNamed(Object.values(exports).filter(isScreen));
    for (const [ns, owner] of groups) if (owner.file === file || named.has(ns)) packs[file][ns] = owner.texts;
  }
  const menus = Object.fromEntries(
    [...groups]
      .filter(([, { file, texts }]) => file in packs && typeof groupsOf(texts).menu === 'string')
      .map(([ns, { texts }]) => [ns, { menu: groupsOf(texts).menu }]),
  );
  return {
    ...Object.fromEntries(
      Object.entries(packs).map(([file, texts]) => [
        `packs/${file}`,
        module(`// The texts resources/${file}.ts's screens show, loaded with them (src/i18n/textPacks.ts).`, 'texts', texts),
      ]),
    ),
    screenPacks: module("// Each screen's text pack (./packs/<file>.ts), by screen name.", 'screenPacks', screenPacks),
    menuTexts: module("// The side menu's label of every screen: the console's own texts.", 'menuTexts', menus),
    screenTexts: module(
      "// Every screen config file's and shared form's texts at once, for the tests, the tools and the text keys' type.",
      'screenTexts',
      Object.fromEntries([...groups].map(([ns, { texts }]) => [ns, texts])),
    ),
  };
};
