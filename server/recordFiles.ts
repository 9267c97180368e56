// The screens' record declarations, found by convention: every `resources/<file>.ts` that
// exports `records` (language/recordTypes.ts), a screen config or a file beside a long one
// (`resources/<screen>Records.ts`): one declaration, or a list when the screen shows the rows of
// other collections too. A new screen's records need
// no edit here or in any list. Only the platform's root (server/platform.ts) loads them, and hands
// them to the record engine (server/records/), which reads the language only, never a screen.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RecordKeeping } from '../language/recordTypes';

const RESOURCES = fileURLToPath(new URL('../resources', import.meta.url));

/** A screen config's file name (tests and other kinds of file aside). */
export const CONFIG_FILE = /^[A-Za-z0-9]+\.ts$/;

export const loadRecordKeeping = async (folder: string = RESOURCES): Promise<RecordKeeping[]> => {
  const files = readdirSync(folder)
    .filter((name) => CONFIG_FILE.test(name))
    .sort();
  const modules = await Promise.all(
    files.map((name) => import(pathToFileURL(join(folder, name)).href) as Promise<{ records?: RecordKeeping | readonly RecordKeeping[] }>),
  );
  return modules.flatMap((m, i) => {
    const declared = m.records === undefined ? [] : Array.isArray(m.records) ? m.records : [m.records as RecordKeeping];
    if (declared.some((k) => !k?.screen))
      throw new Error(`resources/${files[i]}: records must be defineRecords({ screen, ... }) or a list of them`);
    return declared;
  });
};
