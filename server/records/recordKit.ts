// What the record calls of one declaring screen share (server/records/records.ts and the clone
// and child list calls beside it): its stored rows, a record by id (404, 409 while locked), the
// answers, and a save body's fields after its validator.
import type { Request } from 'express';
import type { RecordCodecName } from '../../language/recordCodecNames';
import { recordIdOf, type RecordKeeping, type Stamps } from '../../language/recordTypes';
import type { Context } from '../context';
import { fill, HttpError, idParam, notFound, now, spelledParam, type Caller } from '../http';
import { idSequence, newRecordKey } from '../idMarks';
import { nextId } from '../store';
import { renderAccounts } from './accountLists';
import { deriving } from './recordDerived';
import { RECORD_CODECS, type CodecTools } from './recordCodecs';
import { hookOf } from './recordHooks';
import type { HookTools, HookView } from './recordHookTypes';
import { fieldsOfBody, ownerInPath } from './recordFields';
import { seenAt } from './recordViews';
import { paramsOf, pathOf, routePath } from './recordPaths';

export type Row = Record<string, unknown> & { account_ids?: number[] };

export type Child = NonNullable<RecordKeeping['children']>[number];

export const recordKit = (ctx: Context, keeping: RecordKeeping) => {
  const idField = recordIdOf(keeping);
  const collections = () => ctx.store.data as unknown as Record<string, Row[]>;
  const collection = (name: string) => collections()[name] ?? [];
  // A collection without fixtures starts empty (also after the demo's reset to the fixtures).
  const rows = () => (collections()[keeping.collection] ??= []);
  const find = (id: number) => rows().find((r) => r[idField] === id);
  const sequence = (names: readonly string[], highest: number, from?: number) => idSequence(ctx.store.data.meta, names, { highest, from });
  /** The records' ids: one sequence across the collections that share it (server/idMarks.ts). */
  const recordIds = () => {
    const names = [keeping.collection, ...(keeping.ids?.across ?? [])];
    return sequence(names, Math.max(...names.map((c) => nextId(collection(c), idField) - 1)), keeping.ids?.from);
  };
  /** A new record's id (never one handed out before), under each of its names, and its key when it has one. */
  const newIds = (): Row => {
    const id = recordIds().next();
    const key = keeping.ids?.key;
    return {
      [idField]: id,
      ...Object.fromEntries((keeping.ids?.also ?? []).map((f) => [f, id])),
      ...(key ? { [key]: newRecordKey() } : {}),
    };
  };
  /** What a codec reads of the records, and the sequences of the rows it numbers (named after their id field). */
  const codecTools: CodecTools = {
    collection,
    rows,
    idField,
    sequence: (id, highest) => sequence([`${keeping.collection}.${id}`], highest),
  };
  const { derive, entries } = deriving({ collection, idField });
  /** A record's child rows: inside it, or in their own collection naming it. */
  const childRows = (row: Row, child: Child) =>
    child.in
      ? collection(child.in.collection).filter((r) => r[child.in!.key] === row[idField])
      : ((row[child.field] ?? []) as Record<string, unknown>[]);
  /** Replaces a record's child rows (in their own collection: after the other records' rows). */
  const setChildRows = (row: Row, child: Child, list: Record<string, unknown>[]) => {
    if (!child.in) row[child.field] = list;
    else {
      const { collection: name, key } = child.in;
      collections()[name] = [
        ...collection(name).filter((r) => r[key] !== row[idField]),
        ...list.map((r) => ({ ...r, [key]: row[idField] })),
      ];
    }
  };
  /** Child rows are numbered in one sequence across every record, as a database table's would be. */
  const childIds = (child: Child) =>
    sequence(
      [child.in ? child.in.collection : `${keeping.collection}.${child.field}`],
      nextId(child.in ? collection(child.in.collection) : rows().flatMap((r) => childRows(r, child)), child.id) - 1,
    );
  /** The record `id`: 404 when none has it, or when the caller of `req` does not see it (`views`). */
  const recordOf = (id: unknown, req?: Request) => {
    const row = find(Number(id));
    if (!row || (req && !seenAt(keeping, req)(row))) throw notFound(keeping.notFound);
    return row;
  };
  const answersAccounts = !!keeping.accounts && keeping.accounts.inAnswer !== false;
  /** The stored field and codec whose answer gives each codec answer field (`codecs`). */
  const codecOf = new Map(
    Object.entries(keeping.codecs ?? {}).flatMap(([stored, name]) =>
      RECORD_CODECS[name].answers.map((f) => [f, { stored, name }] as const),
    ),
  );
  /** One answer field: worked out when declared so, the accounts, or as stored. */
  const valueOf = (row: Row, field: string): unknown => {
    const rule = keeping.derived?.[field];
    if (rule) return derive(row, rule);
    if (field === 'accounts_assigned' && answersAccounts) return renderAccounts(ctx.store.data, row.account_ids ?? []);
    return row[field];
  };
  const hook = hookOf(keeping);
  const hookAnswers = new Set(hook?.answers);
  /** The answer's fields besides the id: the saved and stamped ones, the accounts, the derived ones. */
  const answerFields = [
    ...(keeping.owner ? [keeping.owner.key] : []),
    ...keeping.fields,
    ...Object.keys({ ...keeping.stamps?.made, ...keeping.stamps?.saved }),
    ...(answersAccounts ? ['accounts_assigned'] : []),
    ...Object.keys(keeping.derived ?? {}),
    ...Object.values(keeping.codecs ?? {}).flatMap((name) => RECORD_CODECS[name].answers),
    ...hookAnswers,
  ];
  /** What a field's answer is worked out from: a codec's or the hook's answer (once per record for all the fields it gives), or the record. */
  type Source = { codec: { stored: string; name: RecordCodecName } } | { hook: true } | { row: true };
  const sourceOf = (f: string): Source =>
    codecOf.has(f) ? { codec: codecOf.get(f)! } : hookAnswers.has(f) ? { hook: true } : { row: true };
  /**
   * The answer of these fields, worked out once for the field list (a list of 100k rows is
   * answered by one): the id and each field of a record.
   */
  const picker = (fields: readonly string[]) => {
    const sources = fields.map((f) => [f, sourceOf(f)] as const);
    const idAs = keeping.idAs ?? idField;
    return (row: Row): Row => {
      const answer: Row = { [idAs]: row[idField] };
      let coded: Map<string, Row> | undefined;
      let hooked: Row | undefined;
      for (const [f, source] of sources) {
        if ('row' in source) answer[f] = valueOf(row, f);
        else if ('hook' in source) answer[f] = (hooked ??= hook!.answer?.(row, hookTools) ?? {})[f];
        else {
          const { stored, name } = source.codec;
          coded ??= new Map();
          if (!coded.has(stored)) coded.set(stored, RECORD_CODECS[name].answer(row, row[stored], codecTools));
          answer[f] = coded.get(stored)![f];
        }
      }
      return answer;
    };
  };
  /** The id and these fields of a record. */
  const pick = (row: Row, fields: readonly string[]) => picker(fields)(row);
  /** The record as the platform answers it. */
  const answer = picker(answerFields);
  /** A list row: the id and the `listed` fields only (nothing else is worked out); the whole answer without them. */
  const listRow = picker(keeping.listed ?? answerFields);
  /** The stamps of a new record (its own and those of every save), or the `stamps` given. */
  const stampsOf = (callerId: () => unknown, stamps: Stamps = { ...keeping.stamps?.made, ...keeping.stamps?.saved }) =>
    Object.fromEntries(Object.entries(stamps ?? {}).map(([f, stamp]) => [f, stamp === 'now' ? now() : callerId()]));
  /** The record of a call that changes it: 404 for an unknown id, 409 while it is locked. */
  const changeable = (id: unknown, req?: Request) => {
    const row = recordOf(id, req);
    const lock = keeping.lockedWhile;
    if (lock && entries(row, lock.any) > 0) throw new HttpError(409, lock.message);
    return row;
  };
  /** A create's or a clone's answer: the id also under the screen's name for it in a create answer. */
  const { createAnswerId } = keeping.screen;
  const created = (row: Row) => ({ ...(createAnswerId ? { [createAnswerId]: row[idField] } : {}), ...answer(row) });
  /** The validator a create (no record yet; the caller's view may name its own) or an update body must pass. */
  const validatorFor = (self?: Row, view?: HookView) => {
    const name = (self && keeping.updateValidator) || (!self && view?.validator) || keeping.validator;
    if (!name) throw new Error(`${keeping.screen.name}: records.validator is needed for the table's save calls`);
    return name;
  };
  /** The body's stored fields (./recordFields.ts); the owner's id given when the path names it. */
  const fieldsOf = (body: unknown, self?: Row, ownerId?: unknown, view?: HookView, changing?: (values: Row) => void) =>
    fieldsOfBody(
      { keeping, idField, collection, rows, codec: codecTools, validator: validatorFor(self, view), data: () => ctx.store.data },
      body,
      self,
      ownerId,
      changing,
    );
  /** A saved record's answer with the create's or update's message, if declared. */
  const saved = (row: Row, message: string | undefined, made: boolean) => ({
    ...(made ? created(row) : answer(row)),
    ...(message ? { message: fill(message, row) } : {}),
  });

  const { owner } = keeping;
  /**
   * The owner a path names by its first parameter, where that is not the row's own (the last of a
   * row's path), if any.
   */
  const ownerNamed = (req: Request, path: string, rowLast: boolean) => {
    const params = paramsOf(path);
    const named = owner && params.length > (rowLast ? 1 : 0);
    return named ? ownerInPath({ keeping, collection }, spelledParam(req, params[0]) ?? '') : undefined;
  };
  /** The row a path names by its last parameter: 404 when none has it, when it is not the named owner's, or not in the caller's view. */
  const rowNamed = (req: Request, path: string, changing: boolean) => {
    const ownerId = ownerNamed(req, path, true);
    const id = idParam(req, paramsOf(path).at(-1) ?? 'id');
    const row = changing ? changeable(id, req) : recordOf(id, req);
    if (ownerId !== undefined && row[owner!.key] !== ownerId) throw notFound(keeping.notFound);
    return row;
  };
  const savedStamps = (who: Caller) => stampsOf(() => who.loginId, keeping.stamps?.saved);
  const hookTools: HookTools = {
    data: () => ctx.store.data,
    rowNamed,
    rowOfAnyOwner: (req, path) => recordOf(idParam(req, paramsOf(path).at(-1) ?? 'id'), req),
    ownerNamed: (req) => ownerInPath({ keeping, collection }, spelledParam(req, paramsOf(routePath(req))[0] ?? 'id') ?? ''),
    rows,
    answer,
    listed: (row) => listRow(row),
    valueOf,
    pathOf: (key, method) => pathOf(keeping, key, method),
    savedStamps,
    commit: (changed) => ctx.store.commit(changed),
  };
  /** A child row as answered: as stored, with what the screen's hook adds (a name looked up). */
  const childAnswer = (child: Child, r: Record<string, unknown>) => ({ ...r, ...hook?.childAnswer?.(r, child.field, hookTools) });

  return {
    keeping,
    hook,
    hookTools,
    newIds,
    savedStamps,
    ownerNamed,
    rowNamed,
    idField,
    collections,
    collection,
    rows,
    find,
    recordOf,
    changeable,
    childRows,
    setChildRows,
    childAnswer,
    childIds,
    recordIds,
    codecTools,
    valueOf,
    answer,
    saved,
    validatorFor,
    listRow,
    pick,
    stampsOf,
    created,
    fieldsOf,
  };
};

export type RecordKit = ReturnType<typeof recordKit>;
