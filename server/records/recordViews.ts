// What callers of a role see of a declaring screen's records (resources/recordCallerTypes.ts
// `views`): the view of a call's caller, and whether it shows a record.
import type { Request } from 'express';
import type { RecordKeeping } from '../../resources/recordTypes';
import { caller } from '../http';

export type View = NonNullable<RecordKeeping['views']>[number];

type Row = Record<string, unknown>;

/** The view of a call's caller by role; none when the declaration has no views or none for the role. */
export const viewAt = (keeping: RecordKeeping, req: Request): View | undefined =>
  keeping.views && keeping.views.find((v) => v.role === caller(req.res!).role);

/** Whether a view shows the record (every record without a view). */
export const seenIn =
  (view: View | undefined) =>
  (row: Row): boolean =>
    !view || Object.entries(view.sees).every(([f, v]) => row[f] === v);
