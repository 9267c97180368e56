// The list call's answer of a declaring screen (language/recordTypes.ts): the rows of the named
// owner, as the caller sees them (views), in the declared order and groups; and the key a kept
// list is kept under (server/answerCache.ts), one per view, and per caller where the hook narrows
// the view by who calls.
import type { Caller } from '../http';
import { hookOf } from './recordHooks';
import type { RecordKit } from './recordKit';
import { narrowedByCaller, seenBy, viewOf } from './recordViews';

/** `who` undefined: the full list, as a caller without a view sees it. */
export const listAnswer = (kit: RecordKit, ownerId: unknown, who: Caller | undefined): unknown => {
  const { order, owner } = kit.keeping;
  const seen = who ? seenBy(kit.keeping, who) : () => true;
  const mine = kit.rows().filter((r) => (ownerId === undefined || r[owner!.key] === ownerId) && seen(r));
  const listed = (order ? [...mine].sort((a, b) => String(a[order]).localeCompare(String(b[order]))) : mine).map(kit.listRow);
  const shaped = hookOf(kit.keeping)?.listAnswer;
  return shaped ? shaped(listed) : listed;
};

/** A kept list's key: its path, the owner it lists the rows of, and the view it is answered in (the full one without a view). */
export const keptKey = (kit: RecordKit, path: string, ownerId: unknown, who: Caller | undefined): string => {
  const view = who && viewOf(kit.keeping, who);
  const perCaller = who && view && narrowedByCaller(kit.keeping) ? who.loginId : null;
  return JSON.stringify([path, ownerId ?? null, view?.role ?? null, perCaller]);
};
