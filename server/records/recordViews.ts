// What callers of a role see of a declaring screen's records (language/recordCallerTypes.ts
// `views`): the view of a call's caller, and whether it shows a record. A declaration's hook may
// narrow a view further by who calls (recordHookTypes.ts `sees`), judged on the caller as stored
// at the time of the call.
import type { Request } from 'express';
import type { RecordKeeping } from '../../language/recordTypes';
import { caller, type Caller } from '../http';
import { hookOf } from './recordHooks';

export type View = NonNullable<RecordKeeping['views']>[number];

type Row = Record<string, unknown>;

/** The view of a caller's role; none when the declaration has no views or none for the role. */
export const viewOf = (keeping: RecordKeeping, who: Caller): View | undefined =>
  keeping.views && keeping.views.find((v) => v.role === who.role);

/** The view of a call's caller by role. */
export const viewAt = (keeping: RecordKeeping, req: Request): View | undefined => viewOf(keeping, caller(req.res!));

/** Whether the hook narrows the views by who calls (then a kept list is kept per caller). */
export const narrowedByCaller = (keeping: RecordKeeping): boolean => !!hookOf(keeping)?.sees;

/** Whether the caller sees a record: every record without a view; with one, its fields and the hook's word. */
export const seenBy =
  (keeping: RecordKeeping, who: Caller) =>
  (row: Row): boolean => {
    const view = viewOf(keeping, who);
    if (!view) return true;
    const sees = hookOf(keeping)?.sees;
    return Object.entries(view.sees).every(([f, v]) => row[f] === v) && (!sees || sees(row, who));
  };

/** Whether the caller of a call sees a record. */
export const seenAt = (keeping: RecordKeeping, req: Request): ((row: Row) => boolean) => seenBy(keeping, caller(req.res!));
