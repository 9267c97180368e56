// The words are the members of the interfaces `ScreenConfig` and `RecordKeeping` reach, whatever
// language/ file declares them: a made-up copy of language/ with a new file each kind reaches has
// its words counted, of that kind, and an interface nothing reaches has none.
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from './screenFileKinds';
import { readLanguage } from './wordTypes';
import { testTime } from '../shared/testTime';

const root = mkdtempSync(join(tmpdir(), 'word-types-'));
const language = join(root, 'language');
cpSync(join(ROOT, 'language'), language, { recursive: true, filter: (path) => !path.endsWith('.test.ts') });
symlinkSync(join(ROOT, 'schemas'), join(root, 'schemas'));
const edit = (file: string, from: string, to: string) => {
  const text = readFileSync(join(language, file), 'utf8');
  if (!text.includes(from)) throw new Error(`language/${file} has no ${from}`);
  writeFileSync(join(language, file), to + text.replace(from, `${from}\n  shading?: Shading;`));
};
edit('types.ts', 'interface ScreenBase {', "import type { Shading } from './shadingTypes';\n");
edit(
  'recordTypes.ts',
  'export interface RecordKeeping extends RecordRelations, RecordCallers {',
  "import type { Shading } from './keptShadingTypes';\n",
);
writeFileSync(
  join(language, 'shadingTypes.ts'),
  [
    '/** How a screen is shaded. */',
    'export interface Shading {',
    '  /** the shade */',
    '  tone: string;',
    '}',
    'export interface Unreached {',
    '  never: string;',
    '}',
    '',
  ].join('\n'),
);
writeFileSync(
  join(language, 'keptShadingTypes.ts'),
  ['export interface Shading {', '  /** how long the shade is kept */', '  days: number;', '}', ''].join('\n'),
);
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe(
  'the words of each kind',
  () => {
    const words = readLanguage(root).words;
    const kindOf = (id: string) => words.find((word) => word.id === id)?.kind;

    it('are those of any language/ file the screen config or the record declaration reaches', () => {
      expect(readdirSync(language)).toContain('shadingTypes.ts');
      expect(words.find((word) => word.id === 'Shading.tone')).toMatchObject({
        kind: 'config',
        file: 'shadingTypes.ts',
        says: 'the shade',
      });
      expect(kindOf('ScreenBase.shading')).toBe('config');
      expect(words.find((word) => word.id === 'Shading.days')).toMatchObject({ kind: 'record', file: 'keptShadingTypes.ts' });
      expect(kindOf('RecordKeeping.shading')).toBe('record');
    });

    it('leave out an interface nothing reaches, and JSON Schema own (InlineSchema)', () => {
      expect(kindOf('Unreached.never')).toBeUndefined();
      expect(words.some((word) => word.owner === 'InlineSchema')).toBe(false);
      // A record declaration names its screen: the screen's words stay the config's.
      expect(kindOf('ScreenBase.name')).toBe('config');
      expect(kindOf('FormConfig.kind')).toBe('config');
    });
  },
  testTime(120_000),
);
