// The words of the declaration language as its types declare them (language/*.ts), read with the
// TypeScript compiler: every member of an interface the config's or the records' types reach
// (tools/wordReach.ts) is a word; the members of an object type written inside one are its parts.
// tools/wordCensus.ts counts which screens use each.
import { join } from 'node:path';
import ts from 'typescript';
import { ROOT } from './screenFileKinds';
import { languageFile, reachedInterfaces, WORD_ROOTS, type WordKind } from './wordReach';

export type { WordKind } from './wordReach';

/**
 * Types that name hand-written code (a hook, a codec, a panel, a page, a rule): a word of one of
 * them is a named hook, an opening for one screen's own code rather than a word to fold.
 */
const HOOK_NAMES = /\b(RecordCodecName|CustomFormModeKey|PageKey|IntroKey|SaveStepName|CodecName|CounterName|RowRuleName)\b/;

export interface Word {
  /** `Interface.member`, a part's `Interface.member.part` */
  id: string;
  /** a part's word (its id) */
  partOf?: string;
  kind: WordKind;
  owner: string;
  name: string;
  file: string;
  /** the names of its parts (the members of an object type written in its type, a part's parts dotted) */
  parts: string[];
  /** its type names hand-written code (HOOK_NAMES) */
  namedHook: boolean;
  /** the first sentence of its comment */
  says: string;
  /** why a word one screen uses is kept: its `@kept` tag, or its interface's (a part's: its own) */
  kept: string;
}

export interface LanguageTypes {
  program: ts.Program;
  checker: ts.TypeChecker;
  words: Word[];
  /** the parts of the words, each after the others of its word */
  parts: Word[];
  /** the declared type of an interface or type alias of the language, by name */
  type(name: string): ts.Type;
  /** the word or part a member declaration is, if it is one */
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

/**
 * The members of the object types written in a word's type, nested ones named by their path, and
 * in a type alias of language/ it names (`fromRecord`'s FromRecordConfig): an interface it names
 * holds words of its own.
 */
interface PartDeclaration {
  name: string;
  /** its declarations: each member of a union may declare it */
  members: ts.PropertySignature[];
}

const partsOf = (checker: ts.TypeChecker, languageDir: string, type: ts.TypeNode | undefined): PartDeclaration[] => {
  const parts: PartDeclaration[] = [];
  const followed = new Set<ts.Node>();
  const aliasOf = (node: ts.TypeReferenceNode) => {
    const symbol = checker.getSymbolAtLocation(node.typeName);
    const target = symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target?.declarations?.[0];
    return declaration && ts.isTypeAliasDeclaration(declaration) && languageFile(languageDir, declaration.getSourceFile().fileName)
      ? declaration
      : undefined;
  };
  const visit = (node: ts.Node, path: string) => {
    const alias = ts.isTypeReferenceNode(node) ? aliasOf(node) : undefined;
    if (alias && !followed.has(alias)) {
      followed.add(alias);
      visit(alias.type, path);
      followed.delete(alias);
    }
    if (!ts.isTypeLiteralNode(node)) return ts.forEachChild(node, (child) => visit(child, path));
    for (const member of node.members) {
      if (!ts.isPropertySignature(member)) continue;
      const name = `${path}${member.name.getText()}`;
      const known = parts.find((part) => part.name === name);
      if (known) known.members.push(member);
      else parts.push({ name, members: [member] });
      if (member.type) visit(member.type, `${name}.`);
    }
  };
  if (type) visit(type, '');
  return parts;
};

/** The interfaces holding each kind of word, by file (in the order first reached), each file's in its order. */
const wordInterfaces = (checker: ts.TypeChecker, languageDir: string, type: (name: string) => ts.Type) => {
  const config = reachedInterfaces(checker, languageDir, type(WORD_ROOTS.config.type));
  // A record declaration names its screen (`screen: ResourceConfig`): those words are the config's.
  const record = reachedInterfaces(checker, languageDir, type(WORD_ROOTS.record.type)).filter((node) => !config.includes(node));
  const byFile = (reached: ts.InterfaceDeclaration[]) => {
    const files = [...new Set(reached.map((node) => node.getSourceFile()))];
    return files.flatMap((source) => reached.filter((node) => node.getSourceFile() === source).sort((a, b) => a.pos - b.pos));
  };
  return { config: byFile(config), record: byFile(record) };
};

/** The language's types, read in one program with `writers` (files that write its words: tools/wordPlaces.ts). */
export const readLanguage = (root: string = ROOT, writers: readonly string[] = []): LanguageTypes => {
  const languageDir = join(root, 'language');
  const roots = Object.values(WORD_ROOTS).map(({ file }) => join(languageDir, file));
  const program = ts.createProgram([...roots, ...writers], {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
    allowImportingTsExtensions: true,
    resolveJsonModule: true,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    module: ts.ModuleKind.ESNext,
    target: ts.ScriptTarget.ES2022,
  });
  const checker = program.getTypeChecker();
  for (const file of roots) if (!program.getSourceFile(file)) throw new Error(`${file} not found`);
  const named = new Map<string, ts.InterfaceDeclaration | ts.TypeAliasDeclaration>();
  for (const source of program.getSourceFiles()) {
    if (!languageFile(languageDir, source.fileName)) continue;
    source.forEachChild((node) => {
      if (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) named.set(node.name.text, node);
    });
  }
  const type = (name: string) => {
    const node = named.get(name);
    const symbol = node && checker.getSymbolAtLocation(node.name);
    if (!symbol) throw new Error(`language: no type ${name}`);
    return checker.getDeclaredTypeOfSymbol(symbol);
  };
  const words: Word[] = [];
  const parts: Word[] = [];
  const byDeclaration = new Map<ts.Node, Word>();
  const interfaces = wordInterfaces(checker, languageDir, type);
  for (const kind of ['config', 'record'] as const) {
    for (const node of interfaces[kind]) {
      const source = node.getSourceFile();
      const file = languageFile(languageDir, source.fileName)!;
      for (const member of node.members) {
        if (!ts.isPropertySignature(member)) continue;
        const name = member.name.getText(source);
        const own = partsOf(checker, languageDir, member.type);
        const word: Word = {
          id: `${node.name.text}.${name}`,
          kind,
          owner: node.name.text,
          name,
          file,
          parts: own.map((part) => part.name),
          namedHook: HOOK_NAMES.test(member.type?.getText(source) ?? ''),
          says: firstSentence(member),
          kept: keptOf(member) || keptOf(node),
        };
        words.push(word);
        byDeclaration.set(member, word);
        for (const part of own) {
          const made: Word = {
            ...word,
            id: `${word.id}.${part.name}`,
            partOf: word.id,
            name: `${name}.${part.name}`,
            parts: own.filter((inner) => inner.name.startsWith(`${part.name}.`)).map((inner) => inner.name),
            namedHook: part.members.some((member) => HOOK_NAMES.test(member.type?.getText(source) ?? '')),
            says: part.members.map(firstSentence).find(Boolean) ?? '',
            kept: part.members.map(keptOf).find(Boolean) ?? '',
          };
          parts.push(made);
          for (const member of part.members) byDeclaration.set(member, made);
        }
      }
    }
  }
  return {
    program,
    checker,
    words,
    parts,
    type,
    wordOf: (declaration) => (declaration ? byDeclaration.get(declaration) : undefined),
  };
};

/** What `npm run words` counts: the words and parts, who writes each and where (tools/wordCensus.ts). */
export interface Census {
  words: Word[];
  parts: Word[];
  /** the screens (by name) whose config or record declaration writes each word or part, by id */
  usedBy: Map<string, Set<string>>;
  /** the places in resources/ that write each word or part, by id (tools/wordPlaces.ts) */
  places: Map<string, string[]>;
}
