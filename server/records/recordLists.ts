// The list call's answer of a declaring screen (language/recordTypes.ts): the rows of the named
// owner, as the caller sees them (the hook's view), in the declared order and groups; and the
// key a kept list is kept under (server/answerCache.ts): one for every caller without a view, one
// per caller with one.
import type { Caller } from '../http';
import { hookOf } from './recordHooks';
import type { RecordKit } from './recordKit';
import { seenBy, viewOf } from './recordViews';

/** `who` undefined: the full list, as a caller without a view sees it. */
export const listAnswer = (kit: RecordKit, ownerId: unknown, who: Caller | undefined): unknown => {
  const { order, owner } = kit.keeping;
  const seen = who ? seenBy(kit.keeping, who) : () => true;
  const mine = kit.rows().filter((r) => (ownerId === undefined || r[owner!.key] === ownerId) && seen(r));
  const listed = (order ? [...mine].sort((a, b) => String(a[order]).localeCompare(String(b[order]))) : mine).map(kit.listRow);
  const shaped = hookOf(kit.keeping)?.listAnswer;
  return shaped ? shaped(listed) : listed;
};

/**
 * A kept list's key: its path, the owner it lists the rows of, and the caller whose view it is
 * answered in (the full list for every caller without one: a view is judged on the caller).
 */
export const keptKey = (kit: RecordKit, path: string, ownerId: unknown, who: Caller | undefined): string => {
  const viewer = who && viewOf(kit.keeping, who) ? who.loginId : null;
  return JSON.stringify([path, ownerId ?? null, viewer]);
};
