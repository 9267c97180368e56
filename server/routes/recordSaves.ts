// The save calls of a declaring screen (resources/recordTypes.ts): create, update, and the one
// call that does either (`upsert`: the body's id field names the record to update).
import type { Response, Router } from 'express';
import type { Context } from '../context';
import { badRequest, caller, idParam, isBlank, route } from '../http';
import { nextId } from '../store';
import { checkBody } from './recordChecks';
import { callPath, pathOf, type RecordKit, type Row } from './recordKit';

export const saveRoutes = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, idField, rows, changeable, fieldsOf, stampsOf, saved, validatorFor, ownerNamed, rowNamed } = kit;
  const stamps = (res: Response) => stampsOf(() => caller(res).loginId);

  const make = async (body: unknown, res: Response, ownerId?: unknown) => {
    const row: Row = {
      [idField]: nextId(rows(), idField),
      ...fieldsOf(body, undefined, ownerId),
      ...stamps(res),
      ...structuredClone(keeping.starts ?? {}),
    };
    rows().push(row);
    await ctx.store.commit();
    res.status(201).json(saved(row, keeping.added, true));
  };
  const change = async (row: Row, body: unknown, res: Response) => {
    const named = keeping.bodyId && ((body ?? {}) as Row)[keeping.bodyId.field];
    if (keeping.bodyId && named !== undefined && String(named) !== String(row[idField])) throw badRequest(keeping.bodyId.message);
    Object.assign(
      row,
      fieldsOf(body, row),
      stampsOf(() => caller(res).loginId, keeping.savedStamps),
    );
    await ctx.store.commit();
    res.json(saved(row, keeping.updated, false));
  };

  const create = callPath(keeping, 'create', 'POST');
  const update = callPath(keeping, 'update', 'PUT') ?? callPath(keeping, 'update', 'POST');
  const { upsert } = keeping;
  const both = upsert && pathOf(keeping, upsert.call, 'POST');
  // A save call without its validator is a declaration mistake, said at start.
  if (create || update || both) validatorFor();

  if (create)
    router.post(
      create,
      route((req, res) => make(req.body, res, ownerNamed(req, create, false))),
    );

  if (update)
    router[callPath(keeping, 'update', 'PUT') ? 'put' : 'post'](
      update,
      route((req, res) => change(rowNamed(req, update, true), req.body, res)),
    );

  if (upsert && both)
    router.post(
      both,
      route((req, res) => {
        const body = (req.body ?? {}) as Row;
        if (upsert.inPath) {
          const id = idParam(req, upsert.id);
          return id === 0 ? make(body, res) : change(changeable(id), body, res);
        }
        if (isBlank(body[upsert.id])) return make(body, res);
        // The body is checked before the record is looked up, as the service does.
        checkBody(kit, body, validatorFor({}));
        return change(changeable(body[upsert.id]), body, res);
      }),
    );
};
