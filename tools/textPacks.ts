// The text packs' half of `npm run validators`' lists (tools/screenFiles.ts calls it). An area's or
// a screen's pack is the file src/i18n/en/packs/<area key or screen name>.ts exporting `texts`: the
// console finds and loads each by that name (src/i18n/areaTexts.ts); this writes them all at once
// for the tests, the tools and the type of the text keys (src/i18n/en/all.ts).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONFIG_FILE } from '../server/recordFiles';
import { HEADER, ROOT } from './screenFileKinds';

const PACKS_FOLDER = 'src/i18n/en/packs';

/** The packs' names: their files' (named as a screen config's, tests aside), sorted. */
export const packNames = (): string[] =>
  readdirSync(join(ROOT, PACKS_FOLDER))
    .filter((name) => CONFIG_FILE.test(name))
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();

/** src/i18n/generated/textPacks.ts: every pack's texts together, as `packTexts`. */
export const textPacksModule = (names: readonly string[]): string =>
  [
    HEADER + '// Every text pack of src/i18n/en/packs/ at once (the console loads each on its own: src/i18n/areaTexts.ts).',
    ...names.map((name) => `import { texts as pack_${name} } from '../en/packs/${name}';`),
    '',
    `export const packTexts = { ${names.map((name) => `...pack_${name}`).join(', ')} };`,
    '',
  ].join('\n');
