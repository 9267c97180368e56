// The save calls of a declaring screen (language/recordTypes.ts): create, update, and the one
// call that does either (`upsert`: the body's id field names the record to update).
import type { Request, Response, Router } from 'express';
import type { Context } from '../context';
import { badRequest, caller, idParam, isBlank, route } from '../http';
import { checkBody } from './recordChecks';
import { checkUnique } from './recordFields';
import { viewAt } from './recordViews';
import type { RecordKit, Row } from './recordKit';
import { callPath, paramsOf, pathOf } from './recordPaths';

export const saveRoutes = (router: Router, ctx: Context, kit: RecordKit): void => {
  const { keeping, idField, rows, changeable, fieldsOf, stampsOf, saved, validatorFor, ownerNamed, rowNamed } = kit;
  const { hook, hookTools, newIds, savedStamps } = kit;
  const stamps = (res: Response) => stampsOf(() => caller(res).loginId);

  /** A new record: its fields, the hook's part; then an id (and the unique check again after a hook that waited). */
  const make = async (req: Request, res: Response, ownerId?: unknown) => {
    const body = (req.body ?? {}) as Row;
    const view = viewAt(keeping, req);
    const draft: Row = {
      ...fieldsOf(body, undefined, ownerId, view),
      ...stamps(res),
      ...structuredClone({ ...keeping.starts, ...view?.starts }),
    };
    const made = hook?.create?.(draft, body, caller(res), hookTools);
    // Other saves may have come in while the hook waited (a password hashed): the check again.
    if (made instanceof Promise) {
      await made;
      checkUnique(kit, draft);
    }
    const row: Row = { ...newIds(), ...draft };
    rows().push(row);
    await ctx.store.commit();
    res.status(201).json(saved(row, keeping.added, true));
  };
  const change = async (row: Row, req: Request, res: Response) => {
    const body = (req.body ?? {}) as Row;
    const named = keeping.bodyId && body[keeping.bodyId.field];
    if (keeping.bodyId && named !== undefined && String(named) !== String(row[idField])) throw badRequest(keeping.bodyId.message);
    const changes = fieldsOf(body, row, undefined, undefined, (values) => hook?.update?.(row, body, caller(res), values, hookTools));
    Object.assign(row, changes, savedStamps(caller(res)));
    await ctx.store.commit([row]);
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
      route((req, res) => make(req, res, ownerNamed(req, create, false))),
    );

  if (update)
    router[callPath(keeping, 'update', 'PUT') ? 'put' : 'post'](
      update,
      route((req, res) => change(rowNamed(req, update, true), req, res)),
    );

  if (upsert && both)
    router.post(
      both,
      route((req, res) => {
        const body = (req.body ?? {}) as Row;
        // The path names the record by the id field: 0 makes one.
        if (paramsOf(both).includes(upsert.id)) {
          const id = idParam(req, upsert.id);
          return id === 0 ? make(req, res) : change(changeable(id, req), req, res);
        }
        if (isBlank(body[upsert.id])) return make(req, res);
        // The body is checked before the record is looked up, as the service does.
        checkBody({ keeping, data: hookTools.data }, body, validatorFor({}));
        return change(changeable(body[upsert.id], req), req, res);
      }),
    );
};
