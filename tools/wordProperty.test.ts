// The census and the places find a property's word alike (tools/wordProperty.ts): the places of a
// part written in a value kept aside (`{ ... } as const`) are found through the word that holds it.
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
const formTypes = JSON.stringify(join(ROOT, 'language', 'formTypes'));
writeFileSync(
  join(root, 'resources', 'programs.ts'),
  [
    `import type { FormConfig } from ${formTypes};`,
    `const LOCK = { field: 'in_use', banner: 'in use' } as const;`,
    `export const form: FormConfig = { kind: 'fields', fields: [], lock: LOCK };`,
    '',
  ].join('\n'),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe(
  'a part written in a value kept aside',
  () => {
    const language = readLanguage(ROOT, writerFiles(root));

    it('is found where the value kept aside writes it, through the word that holds it', () => {
      const places = wordPlaces(language, root);
      expect(places.get('FormConfig.lock')).toEqual(['resources/programs.ts:3']);
      expect(places.get('FormConfig.lock.field')).toEqual(['resources/programs.ts:2']);
      expect(places.get('FormConfig.lock.banner')).toEqual(['resources/programs.ts:2']);
    });

    it('is counted for the screen whose value writes it, as the places find it', () => {
      const lock = { field: 'in_use', banner: 'in use' } as const;
      const screen = { ...madeUpScreen('programs', 'id', {}), forms: { show: { kind: 'fields' as const, fields: [], lock } } };
      const census = takeCensus([screen], [], language);
      expect([...(census.usedBy.get('FormConfig.lock.banner') ?? [])]).toEqual(['programs']);
    });
  },
  testTime(120_000),
);
