// What the record calls of one declaring screen share (server/routes/records.ts and the clone
// and child list calls beside it): its stored rows, a record by id (404, 409 while locked), the
// answers, and a save body's fields after its validator.
import type { RecordKeeping } from '../../resources/recordTypes';
import type { HttpMethod } from '../../resources/types';
import type { Context } from '../context';
import { badRequest, conflict, fill, HttpError, notFound, now, text } from '../http';
import { nextId } from '../store';
import { sameCode } from '../../schemas/rules/normalise';
import { check } from '../validation';
import { accountsOf, renderAccounts } from './channelAccounts';

export type Row = Record<string, unknown> & { account_ids?: number[] };

/** The call's path for an endpoint key, if the screen declares it with that method. */
export const pathOf = (keeping: RecordKeeping, key: string, method: HttpMethod): string | undefined => {
  const spec = keeping.screen.endpoints[key];
  if (!spec) return undefined;
  const [declared, path] = spec.split(' ');
  return declared === method ? path : undefined;
};

export type Child = NonNullable<RecordKeeping['children']>[number];

export const recordKit = (ctx: Context, keeping: RecordKeeping) => {
  const { idField } = keeping.screen;
  const collections = () => ctx.store.data as unknown as Record<string, Row[]>;
  const collection = (name: string) => collections()[name];
  // A collection without fixtures starts empty (also after the demo's reset to the fixtures).
  const rows = () => (collections()[keeping.collection] ??= []);
  const find = (id: number) => rows().find((r) => r[idField] === id);
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
  const derive = (row: Row, rule: NonNullable<RecordKeeping['derived']>[string]) =>
    'count' in rule
      ? entries(row, rule.count)
      : 'any' in rule
        ? entries(row, rule.any) > 0
        : accountsOf(ctx.store.data, Array.isArray(row[rule.accounts]) ? (row[rule.accounts] as number[]) : []);
  const answersAccounts = !!keeping.accounts && keeping.accounts.inAnswer !== false;
  /** One answer field: worked out when declared so, the accounts, or as stored. */
  const valueOf = (row: Row, field: string): unknown => {
    const rule = keeping.derived?.[field];
    if (rule) return derive(row, rule);
    if (field === 'accounts_assigned' && answersAccounts) return renderAccounts(ctx.store.data, row.account_ids ?? []);
    return row[field];
  };
  /** The answer's fields besides the id: the saved and stamped ones, the accounts, the derived ones. */
  const answerFields = [
    ...keeping.fields,
    ...Object.keys(keeping.stamps ?? {}),
    ...(answersAccounts ? ['accounts_assigned'] : []),
    ...Object.keys(keeping.derived ?? {}),
  ];
  const pick = (row: Row, fields: readonly string[]) => ({
    [idField]: row[idField],
    ...Object.fromEntries(fields.map((f) => [f, valueOf(row, f)])),
  });
  /** The record as the platform answers it. */
  const answer = (row: Row): Record<string, unknown> => pick(row, answerFields);
  /** A list row: the id and the `listed` fields only (nothing else is worked out); the whole answer without them. */
  const listRow = (row: Row) => pick(row, keeping.listed ?? answerFields);
  /** The fields a new record is stamped with. */
  const stampsOf = (callerId: () => unknown) =>
    Object.fromEntries(Object.entries(keeping.stamps ?? {}).map(([f, stamp]) => [f, stamp === 'now' ? now() : callerId()]));
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

  return {
    keeping,
    idField,
    collections,
    collection,
    rows,
    find,
    recordOf,
    changeable,
    childRows,
    nextChildId,
    answer,
    listRow,
    stampsOf,
    created,
    fieldsOf,
  };
};

export type RecordKit = ReturnType<typeof recordKit>;
