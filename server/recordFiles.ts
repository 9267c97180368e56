// The screens' record declarations, found by convention: every `resources/<file>.ts` that
// exports `records` (language/recordTypes.ts), a screen config or a file beside a long one
// (`resources/<screen>Records.ts`): one declaration, or a list when the screen shows the rows of
// other collections too. A screen's hand-written record keeping is beside it, in
// `resources/<file>.hooks.ts`: its `hooks`, by the collection of the declaration each belongs to
// (server/records/recordHookTypes.ts). A new screen's records and hooks need no edit here or in
// any list. Only the platform's root (server/platform.ts) loads them, and hands them to the record
// engine (server/records/), which reads the language only, never a screen.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { RecordKeeping } from '../language/recordTypes';
import { giveHook } from './records/recordHooks';
import type { ScreenHooks } from './records/recordHookTypes';

const RESOURCES = fileURLToPath(new URL('../resources', import.meta.url));

/** A screen config's file name (tests and other kinds of file aside). */
export const CONFIG_FILE = /^[A-Za-z0-9]+\.ts$/;

/** The hooks file beside a config file: `users.ts` -> `users.hooks.ts`. */
export const hooksFileOf = (configFile: string): string => configFile.replace(/\.ts$/, '.hooks.ts');

const load = <T>(folder: string, name: string) => import(pathToFileURL(join(folder, name)).href) as Promise<T>;

/** Gives each declaration of a file the hook its hooks file names by the declaration's collection. */
const giveHooks = (file: string, declared: readonly RecordKeeping[], hooks: ScreenHooks | undefined) => {
  for (const [collection, hook] of Object.entries(hooks ?? {})) {
    const owners = declared.filter((k) => k.collection === collection);
    if (owners.length !== 1)
      throw new Error(
        `resources/${hooksFileOf(file)}: hooks.${collection} needs one record declaration of that collection in resources/${file}; it has ${owners.length}`,
      );
    giveHook(owners[0], hook);
  }
};

/**
 * The declarations of every screen file in `folder`, each given its hook. `hooks: false` leaves
 * the hooks files unread, for a tool that only reads the declarations (new-screen, which runs
 * before the validators the hooks' checks import are generated).
 */
export const loadRecordKeeping = async (folder: string = RESOURCES, { hooks: withHooks = true } = {}): Promise<RecordKeeping[]> => {
  const names = readdirSync(folder);
  const files = names.filter((name) => CONFIG_FILE.test(name)).sort();
  const modules = await Promise.all(
    files.map(async (name) => {
      const hooksFile = hooksFileOf(name);
      const [config, hooks] = await Promise.all([
        load<{ records?: RecordKeeping | readonly RecordKeeping[] }>(folder, name),
        withHooks && existsSync(join(folder, hooksFile)) ? load<{ hooks?: ScreenHooks }>(folder, hooksFile) : undefined,
      ]);
      return { config, hooks: hooks?.hooks };
    }),
  );
  const orphans = names.filter((name) => name.endsWith('.hooks.ts') && !files.includes(name.replace(/\.hooks\.ts$/, '.ts')));
  if (orphans.length) throw new Error(`resources/${orphans[0]}: a hooks file belongs beside its screen's file, which is missing`);
  return modules.flatMap(({ config, hooks }, i) => {
    const { records } = config;
    const declared = records === undefined ? [] : Array.isArray(records) ? records : [records as RecordKeeping];
    if (declared.some((k) => !k?.screen))
      throw new Error(`resources/${files[i]}: records must be defineRecords({ screen, ... }) or a list of them`);
    giveHooks(files[i], declared, hooks);
    return declared;
  });
};
