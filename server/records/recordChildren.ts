// The child lists of a declaring screen (language/recordTypes.ts `children`): read whole, and
// replaced whole after their validator, rows of other records refused, new rows numbered.
import type { Router } from 'express';
import type { Context } from '../context';
import { badRequest, fill, idParam, route } from '../http';
import { check } from '../validation';
import type { RecordKit } from './recordKit';
import { pathOf } from './recordPaths';

export const childRoutes = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, recordOf, changeable, childRows, setChildRows, childAnswer, childIds, hook, hookTools } = kit;
  for (const child of keeping.children ?? []) {
    const read = child.read && pathOf(keeping, child.read, 'GET');
    if (read)
      router.get(
        read,
        route((req, res) => {
          res.json(childRows(recordOf(idParam(req, 'id'), req), child).map((r) => childAnswer(child, r)));
        }),
      );
    const save = child.save && pathOf(keeping, child.save, 'PUT');
    if (save)
      router.put(
        save,
        route(async (req, res) => {
          const row = changeable(idParam(req, 'id'), req);
          const given = ((req.body ?? {}) as Record<string, unknown>)[child.field];
          check(child.validator, { ...hook?.childChecking?.(row, child.field, hookTools), [child.field]: given });
          const own = new Set(childRows(row, child).map((r) => r[child.id]));
          const listed = new Set<unknown>();
          for (const entry of given as Record<string, unknown>[]) {
            if (!entry[child.id]) continue;
            const id = Number(entry[child.id]);
            if (!own.has(id)) throw badRequest(fill(child.notOwn, { id: entry[child.id] }));
            if (listed.has(id)) throw badRequest(fill(child.repeated, { id }));
            listed.add(id);
          }
          const ids = childIds(child);
          const kept = (entry: Record<string, unknown>) => {
            const fields = Object.fromEntries(child.fields.map((f) => [f, entry[f]]));
            return hook?.childKept?.(fields, child.field) ?? fields;
          };
          const list = (given as Record<string, unknown>[]).map((entry) => ({
            [child.id]: Number(entry[child.id]) || ids.next(),
            ...kept(entry),
          }));
          setChildRows(row, child, list);
          await ctx.store.commit([row]);
          res.json(childRows(row, child).map((r) => childAnswer(child, r)));
        }),
      );
  }
};
