// `npm run validators`, first step: finds the screens, schemas, validators and screen texts by
// their files (docs/adding-a-screen.md), so a new screen is its schema, its screen config and its
// fixtures, with no list to edit. Writes the lists as TypeScript (named imports, which the
// console's build can tree-shake) into schemas/generated/ and resources/generated/:
// - every `<name>Schema` object schema exported by a `schemas/<file>.schema.ts`, by `<name>`;
// - every `validators` export of those files and of the `schemas/<file>.validators.ts` beside
//   them (named validators, `base` the schema object; the latter apart, loaded with the forms);
// - every screen config exported by a `resources/<file>.ts` (an object with a name, a route and an area);
// - every `texts` export of those files, each file's a pack with the texts of the shared forms
//   its screens use (tools/screenTexts.ts);
// - the collections the screens' records declare (`records` exports), into server/generated/;
// - the keys of the custom parts, from their registries, into language/generated/ (tools/customPartKeys.ts);
// and removes from those folders whatever it no longer writes.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HEADER, ROOT, isScreen, load, type Exports } from './screenFileKinds';
import { customPartKeysModule } from './customPartKeys';
import { textModules } from './screenTexts';

const isObjectSchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'object' && 'properties' in value;

/** The schemas and their validators, as schemas/generated/screenFiles.ts. */
export const schemaFilesModule = (files: [string, Exports][]): string => {
  const imports: string[] = [];
  const entries: string[] = [];
  const validators: string[] = [];
  for (const [file, exports] of files) {
    const names = Object.keys(exports).filter((name) => name.endsWith('Schema') && isObjectSchema(exports[name]));
    const alias = `validators_${file.replace(/\W/g, '_')}`;
    const own = exports.validators === undefined ? [] : [`validators as ${alias}`];
    if (names.length + own.length) imports.push(`import { ${[...names, ...own].join(', ')} } from '../${file}';`);
    entries.push(...names.map((name) => `  ${name.slice(0, -'Schema'.length)}: ${name},`));
    if (own.length) validators.push(`  ...${alias},`);
  }
  return [
    HEADER + '// Every object schema exported by a schemas/<file>.schema.ts, by name, and the validators those files declare.',
    ...imports,
    '',
    `export const schemaFiles = {\n${entries.join('\n')}\n} as const;`,
    '',
    `export const schemaFileValidators = {${validators.length ? `\n${validators.join('\n')}\n` : ''}} as const;`,
    '',
  ].join('\n');
};

/** The validators of the `schemas/<file>.validators.ts` files, as schemas/generated/validatorFiles.ts. */
export const validatorFilesModule = (files: [string, Exports][]): string => {
  const imports: string[] = [];
  const spreads: string[] = [];
  for (const [file, exports] of files) {
    if (exports.validators === undefined) continue;
    const alias = `validators_${file.replace(/\W/g, '_')}`;
    imports.push(`import { validators as ${alias} } from '../${file}';`);
    spreads.push(`  ...${alias},`);
  }
  return [
    HEADER + "// The validators every schemas/<file>.validators.ts declares (schemas/validators.ts gathers them with the schema files').",
    ...imports,
    '',
    `export const validatorFiles = {${spreads.length ? `\n${spreads.join('\n')}\n` : ''}} as const;`,
    '',
  ].join('\n');
};

/** Refuses a validator name two files declare: the lists spread each file's, where the second would silently win. */
export const checkValidatorNames = (files: [string, Exports][]): void => {
  const declaredBy = new Map<string, string>();
  for (const [file, exports] of files)
    for (const name of Object.keys((exports.validators as object | undefined) ?? {})) {
      const first = declaredBy.get(name);
      if (first) throw new Error(`validator ${name} is declared twice: by schemas/${first}.ts and schemas/${file}.ts`);
      declaredBy.set(name, file);
    }
};

/** The screens, as resources/generated/screenFiles.ts (their texts: tools/screenTexts.ts). */
export const screenFilesModule = (files: [string, Exports][]): string => {
  const imports: string[] = [];
  const screens: string[] = [];
  for (const [file, exports] of files) {
    const names = Object.entries(exports)
      .filter(([, value]) => isScreen(value))
      .map(([name]) => name);
    if (names.length) imports.push(`import { ${names.join(', ')} } from '../${file}';`);
    screens.push(...names.map((name) => `  ${name},`));
  }
  return [
    HEADER + '// Every screen config exported by a resources/<file>.ts.',
    "import type { ScreenConfig } from '../../language/types';",
    ...imports,
    '',
    `export const screenFiles: readonly ScreenConfig[] = [\n${screens.join('\n')}\n];`,
    '',
  ].join('\n');
};

/** Every collection named in a file's record declarations (its `records` export): each one's own and those its relations read. */
const collectionsNamed = (value: unknown, seen = new Set<object>()): string[] => {
  if (typeof value !== 'object' || value === null || seen.has(value)) return [];
  seen.add(value);
  const own = typeof (value as { collection?: unknown }).collection === 'string' ? [(value as { collection: string }).collection] : [];
  return [...own, ...Object.values(value).flatMap((inner) => collectionsNamed(inner, seen))];
};

/**
 * The collections the screens' records declare, as server/generated/collections.ts: names only,
 * importing nothing, so the platform's types read them without reaching a screen.
 */
export const collectionsModule = (files: [string, Exports][]): string => {
  const names = [...new Set(files.flatMap(([, exports]) => collectionsNamed(exports.records)))].sort();
  return [
    HEADER + "// Every collection a resources/<file>.ts's records name (defineRecords({ collection }) and their relations).",
    `export const DECLARED_COLLECTIONS = [${names.map((name) => `'${name}'`).join(', ')}] as const;`,
    '',
  ].join('\n');
};

/** The folders these lists are written into: this writes everything in them. */
const FOLDERS = ['language', 'schemas', 'resources', 'server'];
/**
 * Folders an earlier version wrote lists into and no longer does: a checkout that still has them
 * would compile what nothing writes any more.
 */
const FORMER = ['src/i18n/generated'];

/** The files of a generated folder, its subfolders' included, relative to it. */
const filesIn = (folder: string): string[] =>
  existsSync(folder)
    ? readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => relative(folder, join(entry.parentPath, entry.name)))
    : [];

const written = new Set<string>();

// A list that did not change is left as it is, so Vite's dev server reloads only what did.
const write = (folder: string, text: string, name = 'screenFiles') => {
  const file = join(ROOT, folder, 'generated', `${name}.ts`);
  written.add(file);
  mkdirSync(dirname(file), { recursive: true });
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
};

/**
 * Removes from the generated `folders` every file not `written` (a text pack whose file has gone,
 * a module renamed), and the `former` folders whole.
 */
export const removeUnwritten = (folders: readonly string[], kept: ReadonlySet<string>, former: readonly string[]): void => {
  for (const folder of folders) for (const file of filesIn(folder)) if (!kept.has(join(folder, file))) rmSync(join(folder, file));
  for (const folder of former) rmSync(folder, { recursive: true, force: true });
};

/** Writes every list from the files as they are now; answers how many files of each kind it listed. */
export const writeScreenFiles = async (): Promise<{ configs: number; schemas: number }> => {
  write('language', customPartKeysModule(), 'customPartKeys');
  // Schemas first: the screen configs import schemas/index.ts, which reads the schemas' list.
  const schemaFiles = await load('schemas', /^[A-Za-z0-9]+\.schema\.ts$/);
  write('schemas', schemaFilesModule(schemaFiles));
  const validatorFiles = await load('schemas', /^[A-Za-z0-9]+\.validators\.ts$/);
  checkValidatorNames([...schemaFiles, ...validatorFiles]);
  write('schemas', validatorFilesModule(validatorFiles), 'validatorFiles');
  // Not index.ts: it is the list of screens this writes.
  const resourceFiles = await load('resources', /^(?!index\.ts$)[A-Za-z0-9]+\.ts$/);
  write('resources', screenFilesModule(resourceFiles));
  write('server', collectionsModule(resourceFiles), 'collections');
  const sharedTexts = await load('resources', /^[A-Za-z0-9]+\.texts\.ts$/);
  const texts = textModules(resourceFiles, sharedTexts);
  for (const [name, text] of Object.entries(texts)) write('resources', text, name);
  // The console finds the text packs by their files: a pack whose file has gone goes too.
  removeUnwritten(
    FOLDERS.map((name) => join(ROOT, name, 'generated')),
    written,
    FORMER.map((name) => join(ROOT, name)),
  );
  return { configs: resourceFiles.length, schemas: schemaFiles.length };
};

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const listed = await writeScreenFiles();
  console.log(`screen files: ${listed.configs} screen config files, ${listed.schemas} schema files listed`);
}
