// The words of the declaration language as its types declare them (language/*.ts), read with the
// TypeScript compiler: every member of an interface of the config's or the records' types is a
// word; the members of an object type written inside one are its parts. tools/wordCensus.ts
// counts which screens use each.
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './screenFileKinds';

export type WordKind = 'config' | 'record';

/** The files of each kind of word. `InlineSchema` (fieldTypes.ts) is JSON Schema's, not ours. */
export const WORD_FILES: Record<WordKind, readonly string[]> = {
  config: ['types.ts', 'formTypes.ts', 'fieldTypes.ts', 'tableTypes.ts', 'assignmentTypes.ts', 'answerTypes.ts'],
  record: ['recordTypes.ts', 'recordRelationTypes.ts', 'recordCallerTypes.ts'],
};
const NOT_OURS = new Set(['InlineSchema']);

/**
 * Types that name hand-written code (a hook, a codec, a panel, a page, a rule): a word of one of
 * them is a named hook, an opening for one screen's own code rather than a word to fold.
 */
const HOOK_NAMES =
  /\b(RecordHookName|RecordCodecName|CustomFormModeKey|PageKey|IntroKey|SaveStepName|CodecName|CounterName|CellRuleName|BodyParserName)\b/;

export interface Word {
  /** `Interface.member` */
  id: string;
  kind: WordKind;
  owner: string;
  name: string;
  file: string;
  /** the names of its parts (the members of an object type written in its type) */
  parts: string[];
  /** its type names hand-written code (HOOK_NAMES) */
  namedHook: boolean;
  /** the first sentence of its comment */
  says: string;
  /** why a word one screen uses is kept: its `@kept` tag, or its interface's */
  kept: string;
}

export interface LanguageTypes {
  checker: ts.TypeChecker;
  words: Word[];
  /** the declared type of an interface or type alias of the language, by name */
  type(name: string): ts.Type;
  /** the word a member declaration is, if it is one */
  wordOf(declaration: ts.Declaration | undefined): Word | undefined;
}

const firstSentence = (node: ts.Node): string => {
  const comment = ts
    .getJSDocCommentsAndTags(node)
    .filter(ts.isJSDoc)
    .map((doc) => ts.getTextOfJSDocComment(doc.comment) ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const end = comment.search(/(?<!\b(e\.g|i\.e))\.(\s|$)/);
  return end < 0 ? comment : comment.slice(0, end);
};

/** The text of a node's `@kept` tag: why a word only one screen uses stays a word. */
const keptOf = (node: ts.Node): string =>
  ts
    .getJSDocTags(node)
    .filter((tag) => tag.tagName.text === 'kept')
    .map((tag) => (ts.getTextOfJSDocComment(tag.comment) ?? '').replace(/\s+/g, ' ').trim())
    .join(' ');

const partsOf = (type: ts.TypeNode | undefined): string[] => {
  const names: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isTypeLiteralNode(node)) {
      for (const member of node.members) if (ts.isPropertySignature(member)) names.push(member.name.getText());
      return;
    }
    ts.forEachChild(node, visit);
  };
  if (type) visit(type);
  return [...new Set(names)];
};

export const readLanguage = (root: string = ROOT): LanguageTypes => {
  const path = (file: string) => join(root, 'language', file);
  const program = ts.createProgram([...WORD_FILES.config, ...WORD_FILES.record].map(path), {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  const words: Word[] = [];
  const byDeclaration = new Map<ts.Node, Word>();
  const named = new Map<string, ts.Node>();
  for (const kind of ['config', 'record'] as const) {
    for (const file of WORD_FILES[kind]) {
      const source = program.getSourceFile(path(file));
      if (!source) throw new Error(`language/${file} not found`);
      source.forEachChild((node) => {
        if (ts.isTypeAliasDeclaration(node)) named.set(node.name.text, node);
        if (!ts.isInterfaceDeclaration(node)) return;
        named.set(node.name.text, node);
        if (NOT_OURS.has(node.name.text)) return;
        for (const member of node.members) {
          if (!ts.isPropertySignature(member)) continue;
          const name = member.name.getText(source);
          const word: Word = {
            id: `${node.name.text}.${name}`,
            kind,
            owner: node.name.text,
            name,
            file,
            parts: partsOf(member.type),
            namedHook: HOOK_NAMES.test(member.type?.getText(source) ?? ''),
            says: firstSentence(member),
            kept: keptOf(member) || keptOf(node),
          };
          words.push(word);
          byDeclaration.set(member, word);
        }
      });
    }
  }
  return {
    checker,
    words,
    type: (name) => {
      const node = named.get(name);
      const symbol = node && checker.getSymbolAtLocation((node as ts.InterfaceDeclaration).name);
      if (!symbol) throw new Error(`language: no type ${name}`);
      return checker.getDeclaredTypeOfSymbol(symbol);
    },
    wordOf: (declaration) => (declaration ? byDeclaration.get(declaration) : undefined),
  };
};
