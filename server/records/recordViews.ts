// What a caller sees of a declaring screen's records: the view its hook gives the caller
// (recordHookTypes.ts `view`), judged on the caller as stored at the time of the call, and
// whether it shows a record. Without one, the caller sees every record.
import type { Request } from 'express';
import type { RecordKeeping } from '../../language/recordTypes';
import { caller, type Caller } from '../http';
import type { HookView } from './recordHookTypes';
import { hookOf } from './recordHooks';

type Row = Record<string, unknown>;

/** The caller's view; none when the hook gives it none. */
export const viewOf = (keeping: RecordKeeping, who: Caller): HookView | undefined => hookOf(keeping)?.view?.(who);

/** The view of a call's caller. */
export const viewAt = (keeping: RecordKeeping, req: Request): HookView | undefined => viewOf(keeping, caller(req.res!));

/** Whether the caller sees a record: every record without a view. */
export const seenBy = (keeping: RecordKeeping, who: Caller): ((row: Row) => boolean) => viewOf(keeping, who)?.sees ?? (() => true);

/** Whether the caller of a call sees a record. */
export const seenAt = (keeping: RecordKeeping, req: Request): ((row: Row) => boolean) => seenBy(keeping, caller(req.res!));
