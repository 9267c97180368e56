// docs/words.md is the census of the declaration language as the tree holds it: every word and part
// of the config's and the records' types with the screens that write it. It fails when the table's
// words, parts, descriptions or reasons are out of date (`npm run words` writes it), and when a word
// or part that two screens do not write in two places is neither a named hook nor says, in an
// `@kept` tag, why it stays.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadRecordKeeping } from '../server/recordFiles';
import { madeUpScreen } from '../server/test/madeUpScreen';
import { screens } from '../resources/index';
import type { RecordKeeping } from '../language/recordTypes';
import { takeCensus, WORDS_DOC, type Census } from './wordCensus';
import { writerFiles } from './wordPlaces';
import { needsReason, standingOf, USED_LINE, wordTable } from './wordTable';
import { readLanguage, type LanguageTypes } from './wordTypes';
import { ROOT } from './screenFileKinds';
import { testTime } from '../shared/testTime';

let language: LanguageTypes;
let records: RecordKeeping[];
let census: Census;
// The compiler reads the language's types and the declarations in seconds, longer on a busy machine.
beforeAll(async () => {
  language = readLanguage(ROOT, writerFiles());
  records = await loadRecordKeeping();
  census = takeCensus(screens, records, language);
}, testTime(120_000));

/** The table without what a new screen changes: each row's screens cell and the "Used:" lines. */
const withoutScreens = (table: string): string =>
  table
    .split('\n')
    .filter((line) => !USED_LINE.test(line))
    .map((line) =>
      line.startsWith('| ') && !line.startsWith('| word |')
        ? line
            .split(' | ')
            .filter((_, i) => i !== 1)
            .join(' | ')
        : line,
    )
    .join('\n');

const users = (id: string) => [...(census.usedBy.get(id) ?? [])].sort();
const wordNamed = (id: string) => [...census.words, ...census.parts].find((word) => word.id === id)!;

describe('the word census', () => {
  it('reads every word of the types, config and record, and their parts', () => {
    const ids = census.words.map((word) => word.id);
    expect(ids).toContain('FormConfig.assign');
    expect(ids).toContain('RecordCallers.ids');
    expect(ids).not.toContain('InlineSchema.properties');
    expect(new Set(ids).size).toBe(ids.length);
    expect(census.parts.map((part) => part.id)).toEqual(
      expect.arrayContaining([
        'ItemAssignmentConfig.label.field',
        'RecordRelations.deleteRefused.whileLinked',
        'RecordRelations.deleteRefused.whileLinked.to',
      ]),
    );
    expect(wordNamed('RecordRelations.deleteRefused.whileLinked.to.name').partOf).toBe('RecordRelations.deleteRefused');
  });

  it('finds the screens writing a word, through shared helpers and form modes of their own keys', () => {
    expect(users('ItemAssignmentConfig.label')).toEqual(['vendors']);
    // loginScreen.ts and loginRecords.ts write these for both screens.
    expect(users('FormConfig.carry')).toEqual(expect.arrayContaining(['apiclients', 'users']));
    expect(users('RecordCallers.ids')).toEqual(['apiclients', 'users']);
    // channelAssignment.ts, inside `forms.assign.assign.accounts`; the vendors' item sections by their type.
    expect(users('Checked.validator')).toEqual(expect.arrayContaining(['emaildomains', 'shortcodes', 'unsubscribegroups', 'vendors']));
    expect(users('Column.source').length).toBeGreaterThan(10);
  });

  it('finds the screens writing a part, in the member of a union that declares it', () => {
    expect(users('ItemAssignmentConfig.label.allId')).toEqual(['vendors']);
    expect(users('RecordRelations.deleteRefused.whileLinked.message')).toEqual(['emaildomains', 'shortcodes']);
    // `from` is `string | { const } | { check }`: a step's fixed value, a validator's table.
    expect(users('CallConfig.from.const')).toEqual(['sislusers']);
  });

  it('counts a word only where it is written', () => {
    const made = takeCensus([{ name: 'p', route: '/p', area: 'home', roles: undefined, endpoints: {}, page: 'cache' }], [], language);
    expect([...made.usedBy].filter(([, screens]) => screens.size > 0).map(([id]) => id)).toEqual(
      expect.arrayContaining(['ScreenBase.name', 'PageConfig.page']),
    );
    expect(made.usedBy.get('ScreenBase.menu')?.size).toBe(0);
  });

  it('fails naming the screen, the path and the property where a value writes what no word or part declares', () => {
    const page = { name: 'p', route: '/p', area: 'home', roles: undefined, endpoints: {}, page: 'cache', shade: 'dark' } as const;
    expect(() => takeCensus([page], [], language)).toThrow('word census: screen p writes shade,');
    // A form's title, a word gone to the texts by convention, still written.
    const show = { kind: 'fields', fields: [], title: 'x.forms.show' } as const;
    const screen = { ...madeUpScreen('x', 'id', {}), forms: { show } };
    expect(() => takeCensus([screen], [], language)).toThrow('word census: screen x writes forms.show.title,');
    const keeping = { ...records[0]!, colour: 'red' };
    expect(() => takeCensus([], [keeping], language)).toThrow(`word census: screen ${keeping.screen.name} writes colour,`);
  });

  it("walks a map's keys as the screen's own names, a form mode of its own included, and stops at an open value", () => {
    const clone = { kind: 'action', endpoint: 'clone' } as const;
    // `{ const: ... }` is a fixed body value (unknown): what it holds is data, not words.
    const fixed = { kind: 'fields', fields: [], from: { action: { const: { deep: 'add' } } } } as const;
    const screen = { ...madeUpScreen('x', 'id', { clone: 'POST /x/:id/clone' }), forms: { clone, create: fixed } };
    const made = takeCensus([screen], [], language);
    expect(made.usedBy.get('OneCall.endpoint')).toEqual(new Set(['x']));
    expect(made.usedBy.get('CallConfig.from.const')).toEqual(new Set(['x']));
  });

  it("counts the parts an alias of the language writes in a word's type (fromRecord: FromRecordConfig)", () => {
    expect(wordNamed('FormConfig.fromRecord').parts).toEqual(['field', 'codec']);
    expect(users('FormConfig.fromRecord.field')).toEqual(['apilinks']);
    const places = census.places.get('FormConfig.fromRecord.field') ?? [];
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => /^resources\/apiLinks\.ts:\d+$/.test(place))).toBe(true);
  });

  it('tells a word one shared helper writes for two screens from one two screens write', () => {
    expect(census.places.get('RecordCallers.partial')).toEqual([expect.stringMatching(/^resources\/loginRecords\.ts:\d+$/)]);
    expect(standingOf(census, wordNamed('RecordCallers.partial'))).toBe('oneHelper');
    expect(census.places.get('ScreenBase.name')!.length).toBeGreaterThan(10);
    // `{ ...SAVE, ... }` of a literal kept `as const` (the short codes' save) is seen too.
    expect(census.places.get('FormConfig.fromRecord')).toEqual(
      expect.arrayContaining([expect.stringMatching(/^resources\/shortCodes\.ts:/)]),
    );
    expect(standingOf(census, wordNamed('FormConfig.fromRecord'))).toBe('shared');
  });

  // The words, parts, what they say and why they are kept must match the types. Which screens write
  // a word, and the counts of them, may lag until `npm run words`: a new screen is three files and
  // no edit of a tracked one, so it must not fail this test (docs/adding-a-screen.md).
  it('is what docs/words.md shows, but for the screens of each word and how many use them', () => {
    expect(withoutScreens(readFileSync(WORDS_DOC, 'utf8')), 'docs/words.md is out of date: npm run words rewrites it').toBe(
      withoutScreens(wordTable(census)),
    );
  });

  it('lets a table lagging behind new screens pass that check, not a changed word, part or reason', () => {
    const table = wordTable(census);
    // Every screen twice: every screen-config word two screens use, every reason still shown.
    const copies = screens.map((screen) => ({ ...screen, name: `${screen.name}Copy` }));
    const doubled = wordTable(takeCensus([...screens, ...copies], records, language));
    expect(doubled).not.toBe(table);
    expect(withoutScreens(doubled)).toBe(withoutScreens(table));
    expect(withoutScreens(table.replace('| `route` |', '| `path` |'))).not.toBe(withoutScreens(table));
    expect(withoutScreens(table.replace('| ↳ `label.field` |', '| ↳ `label.key` |'))).not.toBe(withoutScreens(table));
    const reason = wordNamed('RecordKeeping.idAs').kept;
    expect(withoutScreens(table.replace(reason, 'another reason'))).not.toBe(withoutScreens(table));
  });

  it('keeps a word or part not two screens write in two places only as a named hook or with its reason (@kept)', () => {
    const unexplained = [...census.words, ...census.parts].filter((word) => needsReason(census, word) && !word.kept);
    expect(unexplained.map((word) => word.id)).toEqual([]);
  });
});
