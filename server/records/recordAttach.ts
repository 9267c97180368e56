// Rows attached to an owner and detached again (language/recordTypes.ts `attach`): the rows of
// no owner, an attach setting the row's owner key and a detach clearing it, the owner stamped.
import type { Request, Router } from 'express';
import type { Context } from '../context';
import { badRequest, conflict, fill, idParam, notFound, now, route, spelledParam } from '../http';
import { check } from '../validation';
import { ownerInPath } from './recordFields';
import { pathOf, paramsOf, type RecordKit, type Row } from './recordKit';

export const attachRoutes = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, idField, rows, recordOf, collection, listRow, valueOf } = kit;
  const { attach, owner } = keeping;
  if (!attach) return;
  if (!owner) throw new Error(`${keeping.screen.name}: records.attach needs the owner the rows are attached to`);
  const { key } = owner;

  const free = attach.free && pathOf(keeping, attach.free, 'GET');
  if (free)
    router.get(
      free,
      route((_req, res) => {
        const { order, freeListed = [] } = attach;
        const loose = rows().filter((r) => r[key] === null || r[key] === undefined);
        if (order) loose.sort((a, b) => String(a[order]).localeCompare(String(b[order])));
        res.json(loose.map((r) => Object.fromEntries(freeListed.map((f) => [f, valueOf(r, f)]))));
      }),
    );

  /** The owner (404) and the row (404) a path names, and the owner's record to stamp. */
  const named = (path: string, req: Request) => {
    const ownerId = ownerInPath({ keeping, collection }, spelledParam(req, 'id') ?? '');
    const row = recordOf(idParam(req, paramsOf(path).at(-1) ?? 'id'), req);
    const ownerRow = owner.in.map((c) => collection(c).find((o) => o[owner.id] === ownerId)).find(Boolean) as Row;
    return { ownerId, row, ownerRow };
  };
  const touch = async (row: Row, ownerRow: Row) => {
    for (const field of Object.keys(attach.touches ?? {})) ownerRow[field] = now();
    await ctx.store.commit([row, ownerRow]);
  };

  const add = pathOf(keeping, attach.add, 'POST');
  if (add)
    router.post(
      add,
      route(async (req, res) => {
        const { ownerId, row, ownerRow } = named(add, req);
        check(attach.validator, { [keeping.idAs ?? idField]: row[idField] });
        const must = attach.ownerMust;
        if (must && String(ownerRow[must.field] ?? '').toUpperCase() !== must.is.toUpperCase()) throw badRequest(must.message);
        if (row[key] !== null && row[key] !== undefined) throw conflict();
        row[key] = ownerId;
        await touch(row, ownerRow);
        res.status(201).json({ ...listRow(row), message: fill(attach.added, row) });
      }),
    );

  const remove = pathOf(keeping, attach.remove, 'DELETE');
  if (remove)
    router.delete(
      remove,
      route(async (req, res) => {
        const { ownerId, row, ownerRow } = named(remove, req);
        if (row[key] !== ownerId) throw notFound(attach.notAttached);
        row[key] = null;
        await touch(row, ownerRow);
        res.json({ message: fill(attach.removed, row) });
      }),
    );
};
