// The hand-written parts of record keeping: each screen's lives beside it, in
// resources/<screen>.hooks.ts (its `hooks`, by the collection of the record declaration each
// belongs to), and is found by file as the declarations are (server/recordFiles.ts), which gives
// it to the record engine here: the engine reads the language and these, never a screen. What a
// hook may do is in server/records/recordHookTypes.ts.
import type { RecordKeeping } from '../../language/recordTypes';
import type { RecordHook } from './recordHookTypes';

const given = new WeakMap<RecordKeeping, RecordHook>();

/** Gives a record declaration its hook (the platform's start, by file). */
export const giveHook = (keeping: RecordKeeping, hook: RecordHook): void => void given.set(keeping, hook);

/** The hook a record declaration was given, if any. */
export const hookOf = (keeping: RecordKeeping): RecordHook | undefined => given.get(keeping);
