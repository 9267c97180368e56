// Which interfaces of the language hold words, and of which kind: those whose members the screen
// config's type (`ScreenConfig`) or the record declaration's (`RecordKeeping`) reach through the
// types of their members, the bases of their interfaces and their type arguments. A word declared
// in a new language/ file is found so, with no list of files to keep (tools/wordTypes.ts).
import { relative, sep } from 'node:path';
import ts from 'typescript';

export type WordKind = 'config' | 'record';

/** The type each kind of word is reached from, and the language/ file declaring it. */
export const WORD_ROOTS: Record<WordKind, { file: string; type: string }> = {
  config: { file: 'types.ts', type: 'ScreenConfig' },
  record: { file: 'recordTypes.ts', type: 'RecordKeeping' },
};

/**
 * Interfaces the screens write that are not ours: `InlineSchema` (language/fieldTypes.ts) is the
 * shape of JSON Schema, whose words (title, properties, enum, ...) JSON Schema defines.
 */
export const NOT_OURS = new Set(['InlineSchema']);

/** A language/ file's path from the language folder (`types.ts`), or undefined outside it and for tests. */
export const languageFile = (languageDir: string, fileName: string): string | undefined => {
  const file = relative(languageDir, fileName);
  return file.startsWith('..') || file.includes(sep) || file.endsWith('.test.ts') ? undefined : file;
};

/** The interface of the language that declares a member, directly or in an object type written in one of its members. */
const interfaceOf = (languageDir: string, declaration: ts.Node): ts.InterfaceDeclaration | undefined => {
  if (!languageFile(languageDir, declaration.getSourceFile().fileName)) return undefined;
  let node: ts.Node | undefined = declaration.parent;
  while (node && !ts.isInterfaceDeclaration(node) && !ts.isTypeAliasDeclaration(node) && !ts.isSourceFile(node)) node = node.parent;
  return node && ts.isInterfaceDeclaration(node) && !NOT_OURS.has(node.name.text) ? node : undefined;
};

/**
 * The interfaces of the language whose members a value of `start` may have, in the order a walk
 * through the members (in their declared order, depth first) first meets each.
 */
export const reachedInterfaces = (checker: ts.TypeChecker, languageDir: string, start: ts.Type): ts.InterfaceDeclaration[] => {
  const seen = new Set<ts.Type>();
  const found: ts.InterfaceDeclaration[] = [];
  const visit = (type: ts.Type): void => {
    if (seen.has(type)) return;
    seen.add(type);
    for (const argument of type.aliasTypeArguments ?? []) visit(argument);
    if (type.isUnionOrIntersection()) return type.types.forEach(visit);
    if (!(type.flags & ts.TypeFlags.Object)) return;
    const symbol = type.getSymbol();
    if (symbol && NOT_OURS.has(symbol.getName())) return;
    // An array's or a tuple's members are the library's: only its elements hold words.
    if (checker.isArrayType(type) || checker.isTupleType(type)) return checker.getTypeArguments(type as ts.TypeReference).forEach(visit);
    for (const property of checker.getPropertiesOfType(type)) {
      for (const declaration of property.declarations ?? []) {
        const owner = interfaceOf(languageDir, declaration);
        if (owner && !found.includes(owner)) found.push(owner);
      }
      visit(checker.getTypeOfSymbol(property));
    }
    for (const info of checker.getIndexInfosOfType(type)) visit(info.type);
  };
  visit(start);
  return found;
};
