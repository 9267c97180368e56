// The guide to adding a screen shows only what e2e/newScreen.test.ts builds: one command, then
// the three files that command writes, whole; its table of areas is the role map's.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../language/roles';
import { shell } from '../src/i18n/en/shell';
import { parseArgs, pathsOf, singular } from './newScreen';
import { GUIDE, guideBlocks, guideCommand, guideFiles, isExcerptOf } from './screenGuide';
import { ROOT } from './screenFileKinds';

describe('docs/adding-a-screen.md', () => {
  it('shows one command and, whole, the three files it writes: every other block is an excerpt of one of them', () => {
    const blocks = guideBlocks();
    const whole = blocks.filter((block) => block.lang === 'sh' || block.path);
    expect(whole.map((block) => block.lang)).toEqual(['sh', 'ts', 'ts', 'json']);
    const excerpts = blocks.filter((block) => !whole.includes(block));
    expect(excerpts.length).toBeGreaterThan(0);
    for (const excerpt of excerpts)
      expect({ excerpt: excerpt.text, of: Object.values(guideFiles(blocks)).some((file) => isExcerptOf(excerpt.text, file)) }).toEqual({
        excerpt: excerpt.text,
        of: true,
      });
    const { name } = parseArgs(guideCommand(blocks));
    const paths = pathsOf({ name, entity: singular(name) });
    expect(Object.keys(guideFiles(blocks)).sort()).toEqual(Object.values(paths).sort());
    // Whole files: each ts file starts with its comment and imports.
    for (const path of [paths.schema, paths.config]) expect(guideFiles(blocks)[path]).toMatch(/^\/\/ .*\n(\/\/.*\n)*import /);
  });

  it("reads a block indented under a list item, and an excerpt only where its lines are the file's", () => {
    const guide = 'Text\n- item:\n  ```ts\n    a: 1,\n  ```\n```ts x.ts\nconst o = {\n  a: 1,\n  b: 2,\n};\n```\n';
    const blocks = guideBlocks(guide);
    expect(blocks).toEqual([
      { lang: 'ts', path: undefined, text: '  a: 1,\n' },
      { lang: 'ts', path: 'x.ts', text: 'const o = {\n  a: 1,\n  b: 2,\n};\n' },
    ]);
    expect(isExcerptOf(blocks[0].text, blocks[1].text)).toBe(true);
    expect(isExcerptOf('  a: 1,\n  b: 2,\n', blocks[1].text)).toBe(true);
    expect(isExcerptOf('  a: 2,\n', blocks[1].text)).toBe(false);
    expect(isExcerptOf('  a: 1,\n  c: 3,\n', blocks[1].text)).toBe(false);
  });

  it('names the areas and the roles each admits as language/roles.ts does', () => {
    const rows = [...readFileSync(GUIDE, 'utf8').matchAll(/^\| `(\w+)` \| [^|]+ \| ([^|]+) \|$/gm)];
    expect(Object.fromEntries(rows.map(([, key, roles]) => [key, roles.trim().split(', ')]))).toEqual(
      Object.fromEntries(AREAS.map((area) => [area.key, area.roles ?? ['anyone signed in']])),
    );
    // The top navigation's words are the shell's texts for each area's label (one per role, or one).
    const navigation = [...readFileSync(GUIDE, 'utf8').matchAll(/^\| `(\w+)` \| ([^|]+) \| [^|]+ \|$/gm)];
    const text = (key: string) => key.split('.').reduce<unknown>((texts, part) => (texts as Record<string, unknown>)[part], shell);
    expect(Object.fromEntries(navigation.map(([, key, words]) => [key, words.trim()]))).toEqual(
      Object.fromEntries(
        AREAS.map((area) => [
          area.key,
          typeof area.label === 'string' ? text(area.label) : `${Object.values(area.label).map(text).join(', or ')} (by role)`,
        ]),
      ),
    );
  });

  it('is in the README, with its command', () => {
    const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
    expect(readme).toContain('docs/adding-a-screen.md');
    expect(readme).toMatch(/^\| `npm run new-screen -- <name>/m);
  });
});
