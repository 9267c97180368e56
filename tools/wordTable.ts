// docs/words.md from a census (tools/wordCensus.ts): the counts, then every word by the type that
// holds it, with its parts and the screens that write it.
import type { Census } from './wordCensus';
import type { Word, WordKind } from './wordTypes';

const KINDS: Record<WordKind, string> = { config: 'Screen-config words', record: 'Record words' };
/** Beyond this many screens a row gives the number, not the names. */
const NAMED_UP_TO = 6;

const screensCell = (screens: ReadonlySet<string>): string => {
  if (screens.size === 0) return 'none';
  if (screens.size > NAMED_UP_TO) return `${screens.size} screens`;
  return `${screens.size}: ${[...screens].sort().join(', ')}`;
};

export interface WordCounts {
  words: number;
  parts: number;
  /** used by two screens or more */
  shared: number;
  /** used by fewer, and a named hook */
  hooks: number;
  single: number;
  unused: number;
}

export const countWords = (census: Census, kind: WordKind): WordCounts => {
  const words = census.words.filter((word) => word.kind === kind);
  const used = (word: Word) => census.usedBy.get(word.id)?.size ?? 0;
  return {
    words: words.length,
    parts: words.reduce((sum, word) => sum + word.parts.length, 0),
    shared: words.filter((word) => used(word) >= 2).length,
    hooks: words.filter((word) => used(word) < 2 && word.namedHook).length,
    single: words.filter((word) => used(word) === 1 && !word.namedHook).length,
    unused: words.filter((word) => used(word) === 0 && !word.namedHook).length,
  };
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

const kindSection = (census: Census, kind: WordKind): string[] => {
  const counts = countWords(census, kind);
  const lines = [
    `## ${KINDS[kind]}`,
    `${counts.words} words (with ${counts.parts} parts): ${counts.shared} used by two screens or more, ` +
      `${counts.hooks} named hooks used by fewer, ${counts.single} used by one screen, ${counts.unused} by none.`,
    '',
  ];
  const words = census.words.filter((word) => word.kind === kind);
  for (const owner of [...new Set(words.map((word) => word.owner))]) {
    const own = words.filter((word) => word.owner === owner);
    lines.push(
      `### \`${owner}\` (language/${own[0].file})`,
      '',
      '| word | parts | screens | what it says | why one screen’s word is kept |',
      '|---|---|---|---|---|',
    );
    for (const word of own) {
      const screens = census.usedBy.get(word.id) ?? new Set<string>();
      const hook = word.namedHook ? ' (named hook)' : '';
      const parts = word.parts.map((part) => `\`${part}\``).join(', ');
      const kept = screens.size < 2 && !word.namedHook ? word.kept : '';
      lines.push(`| \`${word.name}\`${hook} | ${parts} | ${screensCell(screens)} | ${cell(word.says)} | ${cell(kept)} |`);
    }
    lines.push('');
  }
  return lines;
};

export const wordTable = (census: Census): string =>
  [
    '# The words',
    '',
    'Every word of the declaration language (`language/`), with the screens whose config or record',
    'declaration writes it (a word a shared helper writes counts for each screen it is written into).',
    'A word is a member of an interface of the language; the members of an object type written in its',
    'type are its parts. A named hook names hand-written code (a hook, codec, panel, page or rule).',
    'Written by `npm run words` (tools/wordCensus.ts) from the types and the screens as they run;',
    '`tools/wordCensus.test.ts` fails when its words or reasons are out of date (the screens of a word may lag behind a new screen). Do not edit it by hand.',
    '',
    ...kindSection(census, 'config'),
    ...kindSection(census, 'record'),
  ].join('\n');
