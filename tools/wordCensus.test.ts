// docs/words.md is the census of the declaration language as the tree holds it: every word of the
// config's and the records' types with the screens that write it. It fails when the table is out of
// date (`npm run words` writes it), and when a word fewer than two screens use is
// neither a named hook nor says, in an `@kept` tag, why it stays a word.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordKeeping } from '../server/recordFiles';
import { screens } from '../resources/index';
import { takeCensus, WORDS_DOC, type Census } from './wordCensus';
import { wordTable } from './wordTable';
import { readLanguage, type LanguageTypes } from './wordTypes';

let language: LanguageTypes;
let census: Census;
// The compiler reads the language's types in a few seconds, longer on a busy machine.
beforeAll(async () => {
  language = readLanguage();
  census = takeCensus(screens, await loadRecordKeeping(), language);
}, 60_000);

/** The table without what a new screen changes: each row's screens cell and the count lines. */
const withoutScreens = (table: string): string =>
  table
    .split('\n')
    .map((line) =>
      /^\d+ words/.test(line)
        ? ''
        : line.startsWith('| `')
          ? line
              .split(' | ')
              .filter((_, i) => i !== 2)
              .join(' | ')
          : line,
    )
    .join('\n');

const users = (id: string) => [...(census.usedBy.get(id) ?? [])].sort();

describe('the word census', () => {
  it('reads every word of the types, config and record', () => {
    const ids = census.words.map((word) => word.id);
    expect(ids).toContain('FormConfig.assign');
    expect(ids).toContain('RecordCallers.hook');
    expect(ids).not.toContain('InlineSchema.properties');
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds the screens writing a word, through shared helpers and form modes of their own keys', () => {
    expect(users('ItemAssignmentConfig.label')).toEqual(['vendors']);
    // loginScreen.ts and loginRecords.ts write these for both screens.
    expect(users('FormConfig.carry')).toEqual(expect.arrayContaining(['apiclients', 'users']));
    expect(users('RecordCallers.hook')).toEqual(['apiclients', 'users']);
    // channelAssignment.ts, inside `forms.assign.assign.accounts`; the vendors' item sections by their type.
    expect(users('Checked.validator')).toEqual(expect.arrayContaining(['emaildomains', 'shortcodes', 'unsubscribegroups', 'vendors']));
    expect(users('Column.source').length).toBeGreaterThan(10);
  });

  it('counts a word only where it is written', () => {
    const made = takeCensus([{ name: 'p', route: '/p', area: 'home', roles: undefined, endpoints: {}, page: 'cache' }], [], language);
    expect([...made.usedBy].filter(([, screens]) => screens.size > 0).map(([id]) => id)).toEqual(
      expect.arrayContaining(['ScreenBase.name', 'PageConfig.page']),
    );
    expect(made.usedBy.get('ScreenBase.menu')?.size).toBe(0);
  });

  // The words, what they say and why a word is kept must match the types. Which screens write a
  // word, and the counts, may lag until `npm run words`: a new screen is three files and no edit
  // of a tracked one, so it must not fail this test (docs/adding-a-screen.md).
  it('is what docs/words.md shows, but for the screens of each word and the counts', () => {
    expect(withoutScreens(readFileSync(WORDS_DOC, 'utf8')), 'docs/words.md is out of date: npm run words rewrites it').toBe(
      withoutScreens(wordTable(census)),
    );
  });

  it('lets a table lagging behind a new screen pass the first check, not a changed word', () => {
    const table = wordTable(census);
    const lagging = table.replace(/\| \d+ screens \|/, '| 99 screens |').replace(/^\d+ words/m, '1 words');
    expect(withoutScreens(lagging)).toBe(withoutScreens(table));
    expect(withoutScreens(table.replace('| `route` |', '| `path` |'))).not.toBe(withoutScreens(table));
  });

  it('keeps a word fewer than two screens use only as a named hook or with its reason (@kept)', () => {
    const unexplained = census.words.filter((word) => (census.usedBy.get(word.id)?.size ?? 0) < 2 && !word.namedHook && !word.kept);
    expect(unexplained.map((word) => word.id)).toEqual([]);
  });
});
