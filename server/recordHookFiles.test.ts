// A screen's hand-written record keeping is found beside it by file (resources/<screen>.hooks.ts)
// and given to the declaration of the collection it names: no list of hooks anywhere.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { loadRecordKeeping } from './recordFiles';
import { hookOf } from './records/recordHooks';

const LANGUAGE = fileURLToPath(new URL('../language/recordTypes.ts', import.meta.url));
let folder: string;
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** A resources folder with a screen file declaring `collections`, and maybe a hooks file beside it. */
const resources = (collections: string[], hooksFile?: string) => {
  folder = mkdtempSync(join(tmpdir(), 'slink-hooks-'));
  const declarations = collections.map((c) => `defineRecords({ screen: { name: 'gadgets' } as never, collection: '${c}', fields: [] })`);
  writeFileSync(
    join(folder, 'gadgets.ts'),
    `import { defineRecords } from ${JSON.stringify(LANGUAGE)};\nexport const records = [${declarations.join(', ')}];\n`,
  );
  if (hooksFile !== undefined) writeFileSync(join(folder, 'gadgets.hooks.ts'), hooksFile);
  return folder;
};

const HOOK = `{ create: () => undefined, update: () => undefined, answers: ['colour'], answer: () => ({ colour: 'red' }) }`;

describe("a screen's hooks file", () => {
  it('gives its hook to the declaration of the collection it names, and to no other', async () => {
    const [gadgets, parts] = await loadRecordKeeping(resources(['gadgets', 'parts'], `export const hooks = { parts: ${HOOK} };\n`));
    expect(hookOf(gadgets)).toBeUndefined();
    expect(hookOf(parts)?.answers).toEqual(['colour']);
  });

  it('leaves a screen without one as its declarations say', async () => {
    const [gadgets] = await loadRecordKeeping(resources(['gadgets']));
    expect(hookOf(gadgets)).toBeUndefined();
  });

  it('stops the start when it names a collection its screen does not keep', async () => {
    await expect(loadRecordKeeping(resources(['gadgets'], `export const hooks = { widgets: ${HOOK} };\n`))).rejects.toThrow(
      'resources/gadgets.hooks.ts: hooks.widgets needs one record declaration of that collection in resources/gadgets.ts; it has 0',
    );
  });

  it('stops the start when its screen file is missing', async () => {
    const dir = resources(['gadgets']);
    writeFileSync(join(dir, 'widgets.hooks.ts'), `export const hooks = {};\n`);
    await expect(loadRecordKeeping(dir)).rejects.toThrow('resources/widgets.hooks.ts: a hooks file belongs beside');
  });

  it('is how the users and API clients get the account groups and roles they are given', async () => {
    const keepings = await loadRecordKeeping();
    const logins = keepings.filter((k) => k.collection === 'users' || k.collection === 'apiclients');
    expect(logins).toHaveLength(2);
    for (const login of logins) expect(hookOf(login)?.answers).toContain('app_role_list');
  });
});
