// The census and the places find a property's word alike (tools/wordProperty.ts), a member of a
// union that forbids it (`table?: never`) included: the places of a part written in a value kept
// aside (`{ ... } as const`) are found through the member that allows it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { madeUpScreen } from '../server/test/madeUpScreen';
import { ROOT } from './screenFileKinds';
import { takeCensus } from './wordCensus';
import { wordPlaces, writerFiles } from './wordPlaces';
import { readLanguage } from './wordTypes';
import { testTime } from '../shared/testTime';

// A made-up resources/ folder beside the tree, its file written in the tree's language.
const root = mkdtempSync(join(tmpdir(), 'word-property-'));
mkdirSync(join(root, 'resources'));
const tableTypes = JSON.stringify(join(ROOT, 'language', 'tableTypes'));
writeFileSync(
  join(root, 'resources', 'programs.ts'),
  [
    `import type { RelatedListConfig } from ${tableTypes};`,
    `const PROGRAMS = { schema: 'shortCodeProgram', columns: ['ProgramName'] } as const;`,
    `export const related: RelatedListConfig = { endpoint: 'programs', rows: { key: 'ChannelProgramId', table: PROGRAMS } };`,
    '',
  ].join('\n'),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe(
  'a part a member of a union forbids (`table?: never`)',
  () => {
    const language = readLanguage(ROOT, writerFiles(root));

    it('is found where a value kept aside writes it, through the member that allows it', () => {
      const places = wordPlaces(language, root);
      expect(places.get('RelatedListConfig.rows.table')).toEqual(['resources/programs.ts:3']);
      expect(places.get('RelatedListConfig.rows.table.columns')).toEqual(['resources/programs.ts:2']);
      expect(places.get('RelatedListConfig.rows.table.schema')).toEqual(['resources/programs.ts:2']);
    });

    it('is counted for the screen whose value writes it, as the places find it', () => {
      const table = { schema: 'shortCodeProgram', columns: ['ProgramName'] } as const;
      const related = [{ endpoint: 'programs', rows: { key: 'ChannelProgramId', table } }];
      const screen = { ...madeUpScreen('programs', 'id', {}), forms: { show: { kind: 'fields' as const, fields: [], related } } };
      const census = takeCensus([screen], [], language);
      expect([...(census.usedBy.get('RelatedListConfig.rows.table.columns') ?? [])]).toEqual(['programs']);
    });
  },
  testTime(120_000),
);
