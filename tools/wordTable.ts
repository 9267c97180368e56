// docs/words.md from a census (tools/wordCensus.ts): the counts, then every word by the type that
// holds it, each followed by its parts, with the screens that write it and why it is kept.
import type { Census, Word, WordKind } from './wordTypes';

const KINDS: Record<WordKind, string> = { config: 'Screen-config words', record: 'Record words' };
/** Beyond this many screens a row gives the number, not the names. */
const NAMED_UP_TO = 6;

/** How a word or part is used: the rule of docs/words.md's header. */
export type Standing = 'shared' | 'oneHelper' | 'hook' | 'single' | 'unused';

export const standingOf = (census: Census, word: Word): Standing => {
  const screens = census.usedBy.get(word.id)?.size ?? 0;
  const places = census.places.get(word.id)?.length ?? 0;
  if (screens >= 2 && places >= 2) return 'shared';
  if (word.namedHook) return 'hook';
  return screens >= 2 ? 'oneHelper' : screens === 1 ? 'single' : 'unused';
};

/** A word or part kept without two screens writing it in two places: it needs its `@kept` line. */
export const needsReason = (census: Census, word: Word): boolean => !['shared', 'hook'].includes(standingOf(census, word));

const screensCell = (census: Census, word: Word): string => {
  const screens = census.usedBy.get(word.id) ?? new Set<string>();
  if (screens.size === 0) return 'none';
  const named = screens.size > NAMED_UP_TO ? `${screens.size} screens` : `${screens.size}: ${[...screens].sort().join(', ')}`;
  const places = census.places.get(word.id) ?? [];
  return screens.size >= 2 && places.length === 1 ? `${named}, all from one place: ${places[0]}` : named;
};

type Counts = Record<Standing, number>;

const countOf = (census: Census, words: readonly Word[]): Counts => {
  const counts: Counts = { shared: 0, oneHelper: 0, hook: 0, single: 0, unused: 0 };
  for (const word of words) counts[standingOf(census, word)] += 1;
  return counts;
};

const ofKind = (words: readonly Word[], kind: WordKind) => words.filter((word) => word.kind === kind);

/** The counts of a kind: how many words and parts (which no screen changes), then how they are used. */
const countWords = (census: Census, kind: WordKind) => ({
  words: ofKind(census.words, kind).length,
  parts: ofKind(census.parts, kind).length,
  wordsUsed: countOf(census, ofKind(census.words, kind)),
  partsUsed: countOf(census, ofKind(census.parts, kind)),
});

const usedLine = (counts: Counts) =>
  `${counts.shared} by two screens or more in two places or more, ${counts.oneHelper} by two screens or more from one place ` +
  `(a shared helper), ${counts.hook} named hooks otherwise, ${counts.single} by one screen, ${counts.unused} by none`;

/** The lines giving how words are used: they change with the screens (a new screen may lag). */
export const USED_LINE = /^Used: /;

const cell = (text: string) => text.replace(/\|/g, '\\|');

const row = (census: Census, word: Word): string => {
  const hook = word.namedHook ? ' (named hook)' : '';
  const name = word.partOf ? `↳ \`${word.name}\`` : `\`${word.name}\``;
  return `| ${name}${hook} | ${screensCell(census, word)} | ${cell(word.says)} | ${cell(word.kept)} |`;
};

const kindSection = (census: Census, kind: WordKind): string[] => {
  const counts = countWords(census, kind);
  const lines = [
    `## ${KINDS[kind]}`,
    `${counts.words} words, ${counts.parts} parts: ${counts.words + counts.parts} with the parts.`,
    '',
    `Used: words ${usedLine(counts.wordsUsed)}; parts ${usedLine(counts.partsUsed)}.`,
    '',
  ];
  const words = ofKind(census.words, kind);
  for (const owner of [...new Set(words.map((word) => word.owner))]) {
    const own = words.filter((word) => word.owner === owner);
    lines.push(`### \`${owner}\` (language/${own[0].file})`, '', '| word | screens | what it says | why it is kept |', '|---|---|---|---|');
    for (const word of own) {
      lines.push(row(census, word));
      for (const part of census.parts.filter((p) => p.partOf === word.id)) lines.push(row(census, part));
    }
    lines.push('');
  }
  return lines;
};

export const wordTable = (census: Census): string => {
  const config = countWords(census, 'config');
  const record = countWords(census, 'record');
  return [
    '# The words',
    '',
    'Every word of the declaration language (`language/`), with the screens whose config or record',
    'declaration writes it. A word is a member of an interface of the language; the members of an',
    'object type written in its type are its parts (↳, a part of a part named by its path), counted',
    'and ruled as words are. A named hook names hand-written code (a hook, codec, panel, page or rule).',
    '',
    `In all: ${config.words} screen-config words (${config.words + config.parts} with their ${config.parts} parts) and ` +
      `${record.words} record words (${record.words + record.parts} with their ${record.parts} parts).`,
    '',
    'A word or part stays without a reason only when two screens or more write it in two places or',
    'more, or it is a named hook. Otherwise the last column says, in one line, why it is kept (its',
    '`@kept` tag in language/). A word a shared helper writes (resources/loginRecords.ts writes the',
    'same record words for users and API clients) counts for each screen it is written into, but it is',
    'one place: its screens cell says "all from one place", and it needs a reason as one screen’s word',
    'does. Places are the object literals of resources/ whose type the compiler relates to the word; a',
    'place it cannot relate is missed, so a word may show fewer places than it has, never more.',
    '',
    'Written by `npm run words` (tools/wordCensus.ts) from the types and the screens as they run.',
    '`tools/wordCensus.test.ts` fails when a word, part, description or reason differs from the types,',
    'or a word or part that needs a reason has none. The screens cells and the "Used:" lines may lag',
    'behind a new screen until `npm run words` is run. Do not edit it by hand.',
    '',
    ...kindSection(census, 'config'),
    ...kindSection(census, 'record'),
  ].join('\n');
};
