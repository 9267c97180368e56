// The plain calls of every screen that declares how its records are kept
// (resources/recordTypes.ts): list, read one, create, update, delete, clone, child lists and the record's accounts, at the
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
  type Child = NonNullable<RecordKeeping['children']>[number];
  const childRows = (row: Row, child: Child) => (row[child.field] ?? []) as Record<string, unknown>[];
  /** Child rows are numbered in one sequence across every record, as a database table's would be. */
  const nextChildId = (child: Child) =>
    nextId(
      rows().flatMap((r) => childRows(r, child)),
      child.id,
    );
  const recordOf = (id: number) => {
    const row = find(id);
    if (!row) throw notFound(keeping.notFound);
    return row;
  };
  const entries = (row: Row, field: string) => (Array.isArray(row[field]) ? (row[field] as unknown[]).length : 0);
  const answer = (row: Row, fields: readonly string[] = keeping.fields) => ({
    [idField]: row[idField],
    ...Object.fromEntries(fields.map((f) => [f, row[f]])),
    ...(keeping.accounts ? { accounts_assigned: renderAccounts(ctx.store.data, row.account_ids ?? []) } : {}),
    ...Object.fromEntries(
      Object.entries(keeping.derived ?? {}).map(([f, rule]) => [
        f,
        'count' in rule ? entries(row, rule.count) : entries(row, rule.any) > 0,
      ]),
    ),
  });
  /** The record of a call that changes it: 404 for an unknown id, 409 while it is locked. */
  const changeable = (id: number) => {
    const row = recordOf(id);
    const lock = keeping.lockedWhile;
    if (lock && entries(row, lock.any) > 0) throw new HttpError(409, lock.message);
    return row;
  };
  /** A create's or a clone's answer. */
  const created = (row: Row) => ({ ...(keeping.createdIdAs ? { [keeping.createdIdAs]: row[idField] } : {}), ...answer(row) });
  /** A field's default in the screen's schema, for a blank value ('' without one). */
  const schemaDefault = (field: string) => {
    const fallback = (keeping.screen.schema.properties[field] as { default?: unknown } | undefined)?.default;
    return typeof fallback === 'string' ? fallback : '';
  };
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
      else if (!link) values[field] = text(given[field]) || schemaDefault(field);
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
        const row = changeable(idParam(req, 'id'));
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
        const row = changeable(idParam(req, 'id'));
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
        for (const child of keeping.children ?? []) {
          let next = nextChildId(child);
          copy[child.field] = childRows(source, child).map((r) => ({ ...r, [child.id]: next++ }));
        }
        rows().push(copy);
        await ctx.store.commit();
        res.status(201).json(created(copy));
      }),
    );
  }

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

  const accounts = keeping.accounts && pathOf(keeping, keeping.accounts.list ?? 'accounts', 'GET');
  if (keeping.accounts && accounts)
    router.use(
      channelAccountRoutes(ctx, {
        ...keeping.accounts,
        base: accounts.replace(/\/:id\/accounts$/, ''),
        find: (_data, id) => find(id) as Row & { account_ids: number[] },
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
