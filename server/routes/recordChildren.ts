// The child lists of a declaring screen (resources/recordTypes.ts `children`): read whole, and
// replaced whole after their validator, rows of other records refused, new rows numbered.
import type { Router } from 'express';
import type { Context } from '../context';
import { badRequest, fill, idParam, route } from '../http';
import { check } from '../validation';
import { pathOf, type RecordKit } from './recordKit';

export const childRoutes = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, recordOf, changeable, childRows, nextChildId } = kit;
  for (const child of keeping.children ?? []) {
    const read = pathOf(keeping, child.read, 'GET');
    if (read)
      router.get(
        read,
        route((req, res) => {
          res.json(childRows(recordOf(idParam(req, 'id')), child));
        }),
      );
    const save = pathOf(keeping, child.save, 'PUT');
    if (save)
      router.put(
        save,
        route(async (req, res) => {
          const row = changeable(idParam(req, 'id'));
          const given = ((req.body ?? {}) as Record<string, unknown>)[child.field];
          check(child.validator, { ...Object.fromEntries((child.context ?? []).map((f) => [f, row[f]])), [child.field]: given });
          const own = new Set(childRows(row, child).map((r) => r[child.id]));
          const listed = new Set<unknown>();
          for (const entry of given as Record<string, unknown>[]) {
            const id = entry[child.id];
            if (!id) continue;
            if (!own.has(id)) throw badRequest(fill(child.notOwn, { id }));
            if (listed.has(id)) throw badRequest(fill(child.repeated, { id }));
            listed.add(id);
          }
          let next = nextChildId(child);
          row[child.field] = (given as Record<string, unknown>[]).map((entry) => ({
            [child.id]: entry[child.id] || next++,
            ...Object.fromEntries(child.fields.map((f) => [f, entry[f]])),
          }));
          await ctx.store.commit();
          res.json(row[child.field]);
        }),
      );
  }
};
