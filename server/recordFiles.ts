// The screens' record declarations, found by file name: every `resources/<screen>.records.ts`
// (resources/recordTypes.ts). A new screen's records need no edit here or in any list.
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { RecordKeeping } from '../resources/recordTypes';

const RESOURCES = fileURLToPath(new URL('../resources', import.meta.url));

export const RECORD_FILE = /^[A-Za-z0-9]+\.records\.ts$/;

export const loadRecordKeeping = async (folder: string = RESOURCES): Promise<RecordKeeping[]> => {
  const files = readdirSync(folder)
    .filter((name) => RECORD_FILE.test(name))
    .sort();
  const modules = await Promise.all(
    files.map((name) => import(pathToFileURL(join(folder, name)).href) as Promise<{ default: RecordKeeping }>),
  );
  return modules.map((m, i) => {
    if (!m.default?.screen) throw new Error(`${files[i]} must export defineRecords({...}) as its default`);
    return m.default;
  });
};
