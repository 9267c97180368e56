// The plain calls of every screen that declares how its records are kept
// (resources/recordTypes.ts): list, read one, create, update, delete, clone and the record's accounts, at the
// paths of the screen's endpoint table. Every difference between screens is in their
// declarations; nothing here names one.
import type { Router } from 'express';
import type { RecordKeeping } from '../../resources/recordTypes';
import type { HttpMethod } from '../../resources/types';
import type { Context } from '../context';
import { badRequest, conflict, HttpError, idParam, MESSAGES, notFound, route, text } from '../http';
import { createRouter } from '../router';
import { nextId } from '../store';
import { isBlank, sameCode } from '../../schemas/rules/normalise';
import { check } from '../validation';
import { channelAccountRoutes, renderAccounts } from './channelAccounts';

type Row = Record<string, unknown> & { account_ids?: number[] };

/** A message template's %{field} from `values`. */
const fill = (template: string, values: Record<string, unknown>) =>
  template.replace(/%\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** The call's path for an endpoint key, if the screen declares it with that method. */
const pathOf = (keeping: RecordKeeping, key: string, method: HttpMethod): string | undefined => {
  const spec = keeping.screen.endpoints[key];
  if (!spec) return undefined;
  const [declared, path] = spec.split(' ');
  return declared === method ? path : undefined;
};

const recordRouter = (ctx: Context, keeping: RecordKeeping): Router => {
  const router = createRouter();
  const { idField } = keeping.screen;
  const collections = () => ctx.store.data as unknown as Record<string, Row[]>;
  const collection = (name: string) => collections()[name];
  // A collection without fixtures starts empty.
  collections()[keeping.collection] ??= [];
  const rows = () => collection(keeping.collection);
  const find = (id: number) => rows().find((r) => r[idField] === id);
  const recordOf = (id: number) => {
    const row = find(id);
    if (!row) throw notFound(keeping.notFound);
    return row;
  };
  const answer = (row: Row, fields: readonly string[] = keeping.fields) => ({
    [idField]: row[idField],
    ...Object.fromEntries(fields.map((f) => [f, row[f]])),
    ...(keeping.accounts ? { accounts_assigned: renderAccounts(ctx.store.data, row.account_ids ?? []) } : {}),
  });
  /** A create's or a clone's answer. */
  const created = (row: Row) => ({ ...(keeping.createdIdAs ? { [keeping.createdIdAs]: row[idField] } : {}), ...answer(row) });
  /** A links field's list as given, each id checked against the other collection. */
  const linksOf = (link: NonNullable<RecordKeeping['links']>[number], value: unknown) => {
    if (!Array.isArray(value)) throw badRequest(link.notAList);
    return value.map((entry) => {
      const id = Number(typeof entry === 'object' && entry ? (entry as Record<string, unknown>)[link.key] : entry);
      if (!collection(link.to.collection).some((o) => o[link.to.id] === id)) throw badRequest(fill(link.unknown, { id }));
      return { [link.key]: id };
    });
  };
  /**
   * The body's fields after the validator: text trimmed, links checked (absent: empty for a new
   * record, kept for a stored one); a repeat of a unique group is a 409.
   */
  const fieldsOf = (body: unknown, self?: Row) => {
    check(keeping.validator, body ?? {});
    const given = (body ?? {}) as Record<string, unknown>;
    const values: Record<string, unknown> = {};
    for (const field of keeping.fields) {
      const link = keeping.links?.find((l) => l.field === field);
      if (keeping.asWritten?.includes(field)) values[field] = typeof given[field] === 'string' ? given[field] : '';
      else if (!link) values[field] = text(given[field]);
      else if (given[field] !== undefined && given[field] !== null) values[field] = linksOf(link, given[field]);
      else values[field] = self ? self[field] : [];
    }
    for (const { fields, caseSensitive } of keeping.unique ?? []) {
      const equal = (a: unknown, b: unknown) => (caseSensitive ? a === b : sameCode(a, b));
      if (rows().some((r) => r !== self && fields.every((f) => equal(r[f], values[f])))) throw conflict();
    }
    return values;
  };

  const list = pathOf(keeping, 'list', 'GET');
  if (list)
    router.get(
      list,
      route((_req, res) => {
        const { order } = keeping;
        const listed = order ? [...rows()].sort((a, b) => String(a[order]).localeCompare(String(b[order]))) : rows();
        res.json(listed.map((row) => answer(row, keeping.listed)));
      }),
    );

  const one = pathOf(keeping, 'get', 'GET');
  if (one)
    router.get(
      one,
      route((req, res) => {
        res.json(answer(recordOf(idParam(req, 'id'))));
      }),
    );

  const create = pathOf(keeping, 'create', 'POST');
  if (create)
    router.post(
      create,
      route(async (req, res) => {
        const values = fieldsOf(req.body);
        const row: Row = { [idField]: nextId(rows(), idField), ...values, ...structuredClone(keeping.starts ?? {}) };
        rows().push(row);
        await ctx.store.commit();
        res.status(201).json(created(row));
      }),
    );

  const update = pathOf(keeping, 'update', 'PUT') ?? pathOf(keeping, 'update', 'POST');
  if (update) {
    const method = pathOf(keeping, 'update', 'PUT') ? 'put' : 'post';
    router[method](
      update,
      route(async (req, res) => {
        const row = recordOf(idParam(req, 'id'));
        Object.assign(row, fieldsOf(req.body, row));
        await ctx.store.commit();
        res.json(answer(row));
      }),
    );
  }

  const remove = pathOf(keeping, 'delete', 'DELETE');
  if (remove)
    router.delete(
      remove,
      route(async (req, res) => {
        const row = recordOf(idParam(req, 'id'));
        const link = keeping.deleteRefusedWhileLinked;
        if (link && !isBlank(row[link.field])) {
          const other = collection(link.to.collection).find((o) => o[link.to.id] === row[link.field]);
          throw new HttpError(409, fill(link.message, { ...row, name: other?.[link.to.name] ?? row[link.field] }));
        }
        collections()[keeping.collection] = rows().filter((r) => r !== row);
        await ctx.store.commit();
        res.json({ message: fill(keeping.deleted, row) });
      }),
    );

  const clone = keeping.clone && pathOf(keeping, 'clone', 'POST');
  if (keeping.clone && clone) {
    const { name, suffixes } = keeping.clone;
    const max = keeping.screen.schema.properties[name]?.maxLength ?? Infinity;
    /** The original's name with the first suffix no record's name has (in any letter case). */
    const freeName = (original: string) => {
      for (let n = 1; ; n++) {
        const suffix = n === 1 ? suffixes[0] : fill(suffixes[1], { n });
        const candidate = original.slice(0, max - suffix.length) + suffix;
        if (!rows().some((r) => sameCode(r[name], candidate))) return candidate;
      }
    };
    router.post(
      clone,
      route(async (req, res) => {
        const source = recordOf(idParam(req, 'id'));
        const copy: Row = {
          ...structuredClone(source),
          [idField]: nextId(rows(), idField),
          [name]: freeName(String(source[name])),
          ...structuredClone(keeping.starts ?? {}),
        };
        rows().push(copy);
        await ctx.store.commit();
        res.status(201).json(created(copy));
      }),
    );
  }

  const accounts = pathOf(keeping, 'accounts', 'GET');
  if (keeping.accounts && accounts)
    router.use(
      channelAccountRoutes(ctx, {
        base: accounts.replace(/\/:id\/accounts$/, ''),
        find: (_data, id) => find(id) as Row & { account_ids: number[] },
        kind: keeping.accounts.kind,
        notFound: keeping.notFound ?? MESSAGES.notFound,
      }),
    );
  return router;
};

/** One router for the records of every declaring screen. */
export const recordRoutes = (ctx: Context, keepings: readonly RecordKeeping[]): Router => {
  const router = createRouter();
  for (const keeping of keepings) router.use(recordRouter(ctx, keeping));
  return router;
};
