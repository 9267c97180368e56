// A create or update body of a declaring screen (language/recordTypes.ts) as the fields it
// stores: after the validator, text trimmed, numbers, yes/no and lists of choices as their
// schema types them (recordTyped.ts), renamed body fields read, the owner and the references
// looked up, links checked; a repeat of a unique group is a 409.
import type { RecordKeeping } from '../../language/recordTypes';
import { badRequest, bool, conflict, fill, isCanonicalId, notFound, text } from '../http';
import { sameCodeAs } from '../../schemas/rules/normalise';
import { jsonTextOf, parseJsonText } from '../../schemas/rules/jsonText';
import { RECORD_CODECS, type CodecTools } from './recordCodecs';
import { checkBody } from './recordChecks';
import type { Data } from '../types';
import { isTyped, typedValue } from './recordTyped';

type Row = Record<string, unknown>;

export interface FieldsKit {
  keeping: RecordKeeping;
  idField: string;
  validator: NonNullable<RecordKeeping['validator']>;
  collection: (name: string) => Row[];
  rows: () => Row[];
  /** what the codecs of `keeping.codecs` are given */
  codec: CodecTools;
  /** the platform's data as stored now, for the screen's hook */
  data: () => Data;
}

/** The stored id of the record of `collections` (the first that has it) whose `id` field reads as `value`, or undefined. */
export const idIn = (
  kit: Pick<FieldsKit, 'collection'>,
  collections: readonly string[],
  id: string,
  value: unknown,
  anyCase = false,
): unknown => {
  const wanted = anyCase ? text(value).toUpperCase() : text(value);
  for (const name of collections) {
    const found = (kit.collection(name) ?? []).find((r) => (anyCase ? String(r[id]).toUpperCase() : String(r[id])) === wanted);
    if (found) return found[id];
  }
  return undefined;
};

/** The owner's id a path names in canonical decimal (404 when no owner has it). */
export const ownerInPath = (kit: Pick<FieldsKit, 'keeping' | 'collection'>, value: string): unknown => {
  const { owner } = kit.keeping;
  const id = owner && isCanonicalId(value) ? idIn(kit, owner.in, owner.id, value) : undefined;
  if (id === undefined) throw notFound(owner?.notFound && fill(owner.notFound, { value }));
  return id;
};

/** 409 Conflict when the values repeat a unique group of another record. */
export const checkUnique = (kit: Omit<FieldsKit, 'validator' | 'codec' | 'data'>, values: Row, self?: Row): void => {
  for (const { fields, caseSensitive } of kit.keeping.unique ?? []) {
    // A save that keeps the group's values as they are cannot make them repeat another record's
    // (they were unique when stored): no need to read every record (100k users, a status change).
    if (self && fields.every((f) => values[f] === self[f])) continue;
    // Text without letter case unless declared so; ids and other values as they are.
    const matches = fields.map((f) => {
      const given = values[f];
      return caseSensitive || typeof given !== 'string' ? (a: unknown) => a === given : sameCodeAs(given);
    });
    if (kit.rows().some((r) => r !== self && fields.every((f, n) => matches[n](r[f])))) throw conflict();
  }
};

/** A stored field's property in the schema, if it has one. */
const propertyOf = (keeping: RecordKeeping, field: string) =>
  (keeping.schema ?? keeping.screen.schema).properties[field] as
    { title?: string; default?: unknown; contentMediaType?: string; type?: unknown; format?: string; items?: unknown } | undefined;

/** A field's title in the schema (its name without one). */
const titleOf = (keeping: RecordKeeping, field: string) => propertyOf(keeping, field)?.title ?? field;

/**
 * The body's stored fields, checked. `changing` (an update hook's part) sees and may add to them
 * before the unique check, so that its refusal comes first.
 */
export const fieldsOfBody = (kit: FieldsKit, body: unknown, self?: Row, ownerId?: unknown, changing?: (values: Row) => void): Row => {
  const { keeping } = kit;
  const given = (body ?? {}) as Row;
  const sent = (field: string) => given[keeping.bodyNames?.[field] ?? field];
  checkBody(kit, given, kit.validator);
  const jsonText = jsonTextOf(keeping.schema ?? keeping.screen.schema);
  const isDocument = (field: string) => propertyOf(keeping, field)?.contentMediaType !== undefined;
  const schemaDefault = (field: string) => {
    const fallback = propertyOf(keeping, field)?.default;
    return typeof fallback === 'string' ? fallback : '';
  };
  const values: Row = {};
  const { owner } = keeping;
  if (owner) {
    values[owner.key] = self ? self[owner.key] : (ownerId ?? idIn(kit, owner.in, owner.id, given[owner.key]));
    if (values[owner.key] === undefined) throw badRequest(fill(owner.notFound ?? 'Not found', { value: text(given[owner.key]) }));
  }
  // A partial update keeps what the body leaves out.
  const keeps = (field: string) => !!self && !!keeping.partial && (sent(field) === undefined || sent(field) === null);
  for (const field of keeping.fields) {
    if (keeps(field)) continue;
    const reference = keeping.references?.find((r) => r.field === field);
    const boolean = keeping.booleans?.[field];
    if (boolean !== undefined)
      values[field] = bool(sent(field), (self?.[field] as boolean | undefined) ?? boolean, titleOf(keeping, field));
    else if (jsonText?.property === field) values[field] = JSON.stringify(parseJsonText(sent(field)));
    // A document's text (its schema gives its contentMediaType) as written; a blank one takes the
    // schema's default when it has one.
    else if (isDocument(field))
      values[field] =
        text(sent(field)) === '' && schemaDefault(field) ? schemaDefault(field) : typeof sent(field) === 'string' ? sent(field) : '';
    else if (reference) {
      values[field] = idIn(kit, [reference.to.collection], reference.to.id, sent(field), true);
      if (values[field] === undefined) throw badRequest(fill(reference.unknown, { value: text(sent(field)) }));
    } else if (keeping.numbers?.includes(field)) values[field] = Number(typeof sent(field) === 'boolean' ? sent(field) : text(sent(field)));
    else if (isTyped(propertyOf(keeping, field)))
      values[field] = typedValue(propertyOf(keeping, field)!, titleOf(keeping, field), sent(field), self?.[field]);
    else values[field] = text(sent(field)) || schemaDefault(field);
  }
  changing?.(values);
  checkUnique(kit, { ...self, ...values }, self);
  for (const [field, name] of Object.entries(keeping.codecs ?? {}))
    if (!keeps(field)) values[field] = RECORD_CODECS[name].store(sent(field), kit.codec);
  return values;
};
