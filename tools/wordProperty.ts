// How the word tools find the word or part a property is in the language's types: the census
// (tools/wordCensus.ts, values at run time) and the places (tools/wordPlaces.ts, literals in the
// source) both ask here, so a value counts as the same word in both.
import ts from 'typescript';
import { NOT_OURS } from './wordReach';
import type { LanguageTypes } from './wordTypes';

/** Types whose values hold no words to find: JSON Schema's own (NOT_OURS), and the screen a record declaration names. */
export const NOT_ENTERED = new Set([...NOT_OURS, 'ResourceConfig', 'PageConfig']);

/** A property a type declares: its declarations and its type (never undefined). */
export interface TypedProperty {
  declarations: readonly ts.Declaration[];
  type: ts.Type;
}

/** A property's type without undefined; `unknown` stays itself (not `{}`): a value it leaves open. */
const defined = (checker: ts.TypeChecker, type: ts.Type) =>
  type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown) ? type : checker.getNonNullableType(type);

/**
 * The property `key` of the types a value may have: of the first that declares it, or else an
 * index signature's whose keys take it (`string`, `string & {}` as the form modes' keys do, a pattern).
 */
export const propertyOf = (checker: ts.TypeChecker, types: readonly ts.Type[], key: string): TypedProperty | undefined => {
  for (const type of types) {
    const symbol = type.getProperty(key);
    if (symbol) return { declarations: symbol.declarations ?? [], type: defined(checker, checker.getTypeOfSymbol(symbol)) };
  }
  for (const type of types) {
    const index = checker
      .getIndexInfosOfType(type)
      .find((info) => checker.isTypeAssignableTo(checker.getStringLiteralType(key), info.keyType));
    if (index) return { declarations: [], type: defined(checker, index.type) };
  }
  return undefined;
};

/** The word or part a property's declarations are, if any. */
export const wordOfProperty = (language: LanguageTypes, property: TypedProperty) =>
  property.declarations.map((declaration) => language.wordOf(declaration)).find(Boolean);
