// Where the declarations write each word: every property of an object literal in resources/ whose
// type the compiler knows to be a word or part of the language. A word two screens use but one
// place writes (a shared helper such as resources/loginRecords.ts) is one declaration, not two:
// tools/wordTable.ts says so and asks it for a reason as it asks a word one screen uses.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { CONFIG_FILE } from '../server/recordFiles';
import { ROOT } from './screenFileKinds';
import { NOT_ENTERED, propertyOf, wordOfProperty } from './wordProperty';
import type { LanguageTypes, Word } from './wordTypes';

/** The files that declare screens and records: resources/*.ts, tests and generated files aside. */
export const writerFiles = (root: string = ROOT): string[] =>
  readdirSync(join(root, 'resources'))
    .filter((name) => CONFIG_FILE.test(name))
    .sort()
    .map((name) => join(root, 'resources', name));

/** The types a contextual type may be: a union's or intersection's members, a type parameter's constraint. */
const flattened = (checker: ts.TypeChecker, type: ts.Type): ts.Type[] => {
  if (type.isUnion() || type.isIntersection()) return type.types.flatMap((inner) => flattened(checker, inner));
  const constraint = type.flags & ts.TypeFlags.TypeParameter ? checker.getBaseConstraintOfType(type) : undefined;
  return constraint ? flattened(checker, constraint) : [type];
};

/**
 * The places (`resources/<file>.ts:<line>`) writing each word and part, by id: an object literal's
 * properties where the compiler knows its type, and where it does not (`{ ... } as const` kept in
 * a variable), the properties of the value where it is spread or given to a word.
 */
export const wordPlaces = (language: LanguageTypes, root: string = ROOT): Map<string, string[]> => {
  const { checker, program } = language;
  const places = new Map<string, string[]>();
  const writers = new Set(writerFiles(root));
  const add = (declaration: ts.Node, word: Word) => {
    const source = declaration.getSourceFile();
    const place = `${relative(root, source.fileName)}:${source.getLineAndCharacterOfPosition(declaration.getStart(source)).line + 1}`;
    const known = places.get(word.id) ?? places.set(word.id, []).get(word.id)!;
    if (!known.includes(place)) known.push(place);
  };
  /** A value of no declared type given where `context` is wanted: its properties written in resources/. */
  const match = (value: ts.Type, context: ts.Type, depth: number): void => {
    if (depth > 8) return;
    const contexts = flattened(checker, context);
    const element = (type: ts.Type) => (checker.isArrayType(type) ? checker.getTypeArguments(type as ts.TypeReference)[0] : undefined);
    const valueElement = element(value);
    if (valueElement) {
      for (const inner of contexts.map(element).filter((t): t is ts.Type => !!t)) match(valueElement, inner, depth + 1);
      return;
    }
    for (const property of checker.getPropertiesOfType(value)) {
      const target = propertyOf(checker, contexts, property.getName());
      if (!target) continue;
      const word = wordOfProperty(language, target);
      for (const declaration of property.declarations ?? []) {
        const written = ts.isPropertyAssignment(declaration) || ts.isShorthandPropertyAssignment(declaration);
        if (word && written && writers.has(declaration.getSourceFile().fileName)) add(declaration, word);
      }
      const name = (target.type.aliasSymbol ?? target.type.getSymbol())?.getName();
      if (!name || !NOT_ENTERED.has(name)) match(checker.getNonNullableType(checker.getTypeOfSymbol(property)), target.type, depth + 1);
    }
  };
  for (const source of program.getSourceFiles()) {
    if (!writers.has(source.fileName)) continue;
    const visit = (node: ts.Node): void => {
      // A generic call (defineResource) infers its literal's own type: match it to the constraint.
      if (ts.isCallExpression(node)) {
        const parameters = checker.getResolvedSignature(node)?.getDeclaration()?.parameters ?? [];
        node.arguments.forEach((argument, i) => {
          const declared = parameters[i]?.type;
          if (declared && ts.isObjectLiteralExpression(argument))
            match(checker.getTypeAtLocation(argument), checker.getTypeFromTypeNode(declared), 0);
        });
      }
      const context = ts.isObjectLiteralExpression(node) ? checker.getContextualType(node) : undefined;
      for (const property of context && ts.isObjectLiteralExpression(node) ? node.properties : []) {
        if (ts.isSpreadAssignment(property)) {
          match(checker.getTypeAtLocation(property.expression), context!, 0);
          continue;
        }
        if (!property.name || !(ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property))) continue;
        const target = propertyOf(checker, flattened(checker, context!), property.name.getText(source));
        const word = target && wordOfProperty(language, target);
        if (word) add(property, word);
        const value = ts.isPropertyAssignment(property) ? property.initializer : property.name;
        if (target && !ts.isObjectLiteralExpression(value) && !ts.isArrayLiteralExpression(value))
          match(checker.getTypeAtLocation(value), target.type, 0);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return places;
};
