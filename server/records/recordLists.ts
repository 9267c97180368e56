// The list call's answer of a declaring screen (resources/recordTypes.ts): the rows of the named
// owner, as the caller's view shows them, in the declared order and groups; and the key a kept
// list is kept under (server/answerCache.ts), one per view.
import { inGroups } from './recordGroups';
import type { RecordKit } from './recordKit';
import { seenIn, type View } from './recordViews';

export const listAnswer = (kit: RecordKit, ownerId: unknown, view: View | undefined): unknown => {
  const { order, grouped, owner } = kit.keeping;
  const seen = seenIn(view);
  const mine = kit.rows().filter((r) => (ownerId === undefined || r[owner!.key] === ownerId) && seen(r));
  const listed = (order ? [...mine].sort((a, b) => String(a[order]).localeCompare(String(b[order]))) : mine).map(kit.listRow);
  return grouped ? inGroups(listed, grouped) : listed;
};

/** A kept list's key: its path, the owner it lists the rows of, and the view it is answered in (the full one without a view). */
export const keptKey = (path: string, ownerId: unknown, view: View | undefined): string =>
  JSON.stringify([path, ownerId ?? null, view?.role ?? null]);
