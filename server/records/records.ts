// The plain calls of every screen that declares how its records are kept
// (language/recordTypes.ts): list, read one, create, update, delete, clone, child lists and the
// record's accounts, at the paths of the screen's endpoint table. Every difference between
// screens is in their declarations; nothing here names one.
import type { Router } from 'express';
import type { RecordKeeping } from '../../language/recordTypes';
import type { Context } from '../context';
import { caller, fill, HttpError, route } from '../http';
import { createRouter } from '../router';
import { isBlank } from '../../schemas/rules/normalise';
import { accountRoutes } from './recordAccounts';
import { childRoutes } from './recordChildren';
import { cloneRoute } from './recordClone';
import { keptKey, listAnswer } from './recordLists';
import { recordKit } from './recordKit';
import { callPath, paramsOf } from './recordPaths';
import { saveRoutes } from './recordSaves';

const recordRouter = (ctx: Context, keeping: RecordKeeping): Router => {
  const router = createRouter();
  const kit = recordKit(ctx, keeping);
  const { collections, collection, rows, answer, ownerNamed, rowNamed } = kit;

  const list = callPath(keeping, 'list', 'GET');
  if (list)
    router.get(
      list,
      route((req, res) => {
        const who = caller(res);
        const ownerId = ownerNamed(req, list, false);
        const answerList = () => listAnswer(kit, ownerId, who);
        // Every list's answer is kept between calls when large (server/answerCache.ts).
        return ctx.answers.sendList(req, res, keptKey(kit, list, ownerId, who), answerList);
      }),
    );

  const one = callPath(keeping, 'get', 'GET');
  if (one)
    router.get(
      one,
      route((req, res) => {
        const found = answer(rowNamed(req, one, false));
        res.json(kit.hook?.oneAnswer ? kit.hook.oneAnswer(found) : found);
      }),
    );

  saveRoutes(router, ctx, kit);

  const remove = callPath(keeping, 'delete', 'DELETE');
  const { deleted } = keeping;
  if (remove && deleted === undefined) throw new Error(`${keeping.screen.name}: records.deleted is needed for the table's delete call`);
  if (remove && deleted !== undefined)
    router.delete(
      remove,
      route(async (req, res) => {
        const row = rowNamed(req, remove, true);
        const refused = keeping.deleteRefused;
        const link = refused?.whileLinked;
        if (link && !isBlank(row[link.field])) {
          const other = collection(link.to.collection).find((o) => o[link.to.id] === row[link.field]);
          throw new HttpError(409, fill(link.message, { ...row, name: other?.[link.to.name] ?? row[link.field] }));
        }
        kit.hook?.deleting?.(row, caller(res), kit.hookTools);
        collections()[keeping.collection] = rows().filter((r) => r !== row);
        for (const child of keeping.children ?? []) if (child.in) kit.setChildRows(row, child, []);
        // Rows the hook changed in place: the journal is told which (server/store.ts).
        await ctx.store.commit([...(kit.hook?.deleted?.(row, kit.hookTools) ?? [])]);
        res.json({ message: fill(deleted, row) });
      }),
    );

  cloneRoute(router, ctx, kit);
  childRoutes(router, ctx, kit);

  accountRoutes(router, ctx, kit);
  kit.hook?.routes?.(router, kit.hookTools);
  return router;
};

/**
 * Works out the lists' full views (no caller's view) ahead of their first call, keeping the large
 * ones: /admin, the console's landing screen, opens on the users list (100k at the platform's
 * largest). Lists of an owner's rows wait for their call.
 */
export const prepareLists = (ctx: Context, keepings: readonly RecordKeeping[], spaces?: number): Promise<unknown> =>
  Promise.all(
    keepings.flatMap((keeping) => {
      const list = callPath(keeping, 'list', 'GET');
      if (!list || paramsOf(list).length > 0) return [];
      const kit = recordKit(ctx, keeping);
      return [ctx.answers.prepare(keptKey(kit, list, undefined, undefined), () => listAnswer(kit, undefined, undefined), spaces)];
    }),
  );

/** One router for the records of every declaring screen. */
export const recordRoutes = (ctx: Context, keepings: readonly RecordKeeping[]): Router => {
  const router = createRouter();
  for (const keeping of keepings) router.use(recordRouter(ctx, keeping));
  return router;
};
