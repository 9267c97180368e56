// Which screens use each word of the declaration language: every screen config (resources/index.ts)
// and every record declaration (server/recordFiles.ts) walked as the values they are at run
// time, beside the types that describe them (tools/wordTypes.ts), words and their parts alike. A
// word a shared helper writes (loginScreen.ts, channelAssignment.ts) counts for each screen it is
// written into; the places that write it (tools/wordPlaces.ts) tell one helper from two screens.
// `npm run words` writes docs/words.md; tools/wordCensus.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import type { RecordKeeping } from '../language/recordTypes';
import type { ScreenConfig } from '../language/types';
import { ROOT } from './screenFileKinds';
import { wordPlaces, writerFiles } from './wordPlaces';
import { NOT_ENTERED, propertyOf, wordOfProperty } from './wordProperty';
import { readLanguage, type Census, type LanguageTypes } from './wordTypes';
import { wordTable } from './wordTable';

export type { Census };

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * A type that leaves its values open (`unknown`, `object`, as a fixed body value `{ const: ... }`
 * is): what such a value holds is data the types do not name, so it holds no words.
 */
const OPEN = ts.TypeFlags.Any | ts.TypeFlags.Unknown | ts.TypeFlags.NonPrimitive;
const isOpen = (type: ts.Type) => (type.isUnion() ? type.types : [type]).some((t) => t.flags & OPEN);

/** The members of a (possibly union) type that may describe `value`. */
const candidates = (checker: ts.TypeChecker, type: ts.Type, value: object): ts.Type[] => {
  const all = (type.isUnion() ? type.types : [type]).filter((t) => !(t.flags & (ts.TypeFlags.Undefined | ts.TypeFlags.Null)));
  if (Array.isArray(value)) return all.filter((t) => checker.isArrayType(t) || checker.isTupleType(t));
  const objects = all.filter((t) => t.flags & ts.TypeFlags.Object && !checker.isArrayType(t) && !checker.isTupleType(t));
  const keys = Object.keys(value);
  const fitting = objects.filter((t) => keys.every((key) => t.getProperty(key)));
  return fitting.length ? fitting : objects;
};

/** A value's path from its screen's config or record declaration: `forms.edit.assign.accounts`, `list.columns[0]`. */
const pathTo = (path: string, key: string) => (path ? `${path}.${key}` : key);

const walker = (language: LanguageTypes, usedBy: Census['usedBy']) => {
  const { checker } = language;
  const walk = (value: unknown, type: ts.Type, screen: string, path: string, depth: number, entered = false): void => {
    if (!isObject(value) || depth > 30) return;
    const name = (type.aliasSymbol ?? type.getSymbol())?.getName();
    if ((entered && name && NOT_ENTERED.has(name)) || isOpen(type)) return;
    const types = candidates(checker, type, value);
    if (Array.isArray(value)) {
      for (const t of types) {
        const element = checker.isTupleType(t) ? undefined : checker.getTypeArguments(t as ts.TypeReference)[0];
        if (element) value.forEach((item, i) => walk(item, element, screen, `${path}[${i}]`, depth + 1, true));
      }
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      if (inner === undefined) continue;
      const property = propertyOf(checker, types, key);
      const word = property && wordOfProperty(language, property);
      // A property no word or part declares would be a word of the screens left uncounted. The one
      // other property is a key of a map (an index signature: `endpoints`, `fromRecord`), which
      // the screen names, not the language: its value is walked for the words it holds.
      if (!property || (!word && property.declarations.length))
        throw new Error(`word census: screen ${screen} writes ${pathTo(path, key)}, a property no word or part of language/ declares`);
      if (word) (usedBy.get(word.id) ?? usedBy.set(word.id, new Set()).get(word.id)!).add(screen);
      walk(inner, property.type, screen, pathTo(path, key), depth + 1, true);
    }
  };
  return walk;
};

/** The census of the given screens and record declarations against the language's types. */
export const takeCensus = (
  screens: readonly ScreenConfig[],
  records: readonly RecordKeeping[],
  language: LanguageTypes = readLanguage(ROOT, writerFiles()),
): Census => {
  const usedBy: Census['usedBy'] = new Map([...language.words, ...language.parts].map((word) => [word.id, new Set<string>()]));
  const walk = walker(language, usedBy);
  const screenType = language.type('ScreenConfig');
  for (const screen of screens) walk(screen, screenType, screen.name, '', 0);
  const recordType = language.type('RecordKeeping');
  for (const keeping of records) walk(keeping, recordType, keeping.screen.name, '', 0);
  return { words: language.words, parts: language.parts, usedBy, places: wordPlaces(language) };
};

/** The census of this tree's screens, as docs/words.md shows it. */
const wordsDoc = async (): Promise<string> => {
  const { screens } = await import('../resources/index');
  const { loadRecordKeeping } = await import('../server/recordFiles');
  return wordTable(takeCensus(screens, await loadRecordKeeping()));
};

export const WORDS_DOC = join(ROOT, 'docs', 'words.md');

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(WORDS_DOC, await wordsDoc());
  console.log(`written: ${WORDS_DOC}`);
}
