// Validation in bounded steps. ajv reports every error of a body (ajv-errors needs allErrors), and
// ajv-errors reads all the errors found so far at each field with a message of its own, so a list
// of n bad entries cost n² (32,000 entries: minutes, with the platform answering no one). Here,
// before ajv reads the record:
//   1. a list longer than its schema's maxItems is cut to it, and reported with the schema's
//      maxItems message, as ajv would report it;
//   2. a text more than twice its maxLength (in UTF-16 units, so more than maxLength characters
//      either way) is cut to that: still too long, so the same message, but no pattern reads
//      megabytes (a paragraph's pattern overflows the stack on 9 MB of text);
//   3. a long list of the record is read 100 entries at a time, and the reading stops at the first
//      entries with errors (the only ones the messages show: each field keeps its first message).
// 1 and 2 follow the schema's `properties` and `items`; 3 takes the record's own lists.
import type { ErrorObject } from 'ajv';
import type { StandaloneValidator } from './generated/validators';

/** Entries of a list read in one step. */
export const STEP = 100;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The top-level property an instance path points into ('/app_role_list/0/x' → 'app_role_list'). */
export const topField = (path: string) => (path.split('/')[1] ?? '').replace(/~1/g, '/').replace(/~0/g, '~');

const pointer = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

/** The error ajv (with ajv-errors, when the list has a maxItems message) gives a list over maxItems. */
const tooMany = (list: Node, instancePath: string, schemaPath: string): ErrorObject => {
  const limit = list.maxItems as number;
  const inner: ErrorObject = {
    instancePath,
    schemaPath: `${schemaPath}/maxItems`,
    keyword: 'maxItems',
    params: { limit },
    message: `must NOT have more than ${limit} items`,
  };
  const own = isNode(list.errorMessage) ? list.errorMessage.maxItems : undefined;
  return typeof own === 'string'
    ? { instancePath, schemaPath: `${schemaPath}/errorMessage`, keyword: 'errorMessage', params: { errors: [inner] }, message: own }
    : inner;
};

/**
 * The properties of a schema with a limit at or below them (by `properties` and `items`), worked
 * out once per schema; undefined for a schema with none.
 */
const limitsBelow = new WeakMap<Node, readonly [string, Node][] | false>();
const limited = (schema: unknown): schema is Node => isNode(schema) && limitedProperties(schema) !== false;
const limitedProperties = (schema: Node): readonly [string, Node][] | false => {
  let known = limitsBelow.get(schema);
  if (known === undefined) {
    // Cycles are none in these schemas; marked first all the same.
    limitsBelow.set(schema, false);
    const properties = Object.entries(isNode(schema.properties) ? schema.properties : {}).filter((entry): entry is [string, Node] =>
      limited(entry[1]),
    );
    const own = typeof schema.maxItems === 'number' || typeof schema.maxLength === 'number' || limited(schema.items);
    known = own || properties.length > 0 ? properties : false;
    limitsBelow.set(schema, known);
  }
  return known;
};

/** Where the walk stands: the keys down to the value and to its schema, joined only for an error. */
interface Trail {
  data: (string | number)[];
  schema: string[];
}
const pathOf = (keys: readonly (string | number)[]) => keys.map((key) => `/${pointer(String(key))}`).join('');

const cut = (schema: Node, data: unknown, errors: ErrorObject[], trail: Trail): unknown => {
  if (typeof data === 'string') {
    const max = schema.maxLength;
    return typeof max === 'number' && data.length > 2 * max + 2 ? data.slice(0, 2 * max + 2) : data;
  }
  if (Array.isArray(data)) {
    const max = schema.maxItems;
    let list = data;
    if (typeof max === 'number' && list.length > max) {
      errors.push(tooMany(schema, pathOf(trail.data), `#${pathOf(trail.schema)}`));
      list = list.slice(0, max);
    }
    const items = schema.items;
    if (!limited(items)) return list;
    trail.schema.push('items');
    let copy: unknown[] | undefined;
    for (let i = 0; i < list.length; i++) {
      trail.data.push(i);
      const item = cut(items, list[i], errors, trail);
      trail.data.pop();
      if (item !== list[i]) (copy ??= [...list])[i] = item;
    }
    trail.schema.pop();
    return copy ?? list;
  }
  if (!isNode(data)) return data;
  let copy: Node | undefined;
  for (const [key, property] of limitedProperties(schema) || []) {
    if (!Object.hasOwn(data, key)) continue;
    trail.data.push(key);
    trail.schema.push('properties', key);
    const value = cut(property, data[key], errors, trail);
    trail.data.pop();
    trail.schema.pop();
    trail.schema.pop();
    if (value !== data[key]) (copy ??= { ...data })[key] = value;
  }
  return copy ?? data;
};

/**
 * `data` with every list the schema bounds cut to its maxItems and every text to twice its
 * maxLength (a copy where something is cut, the same value where nothing is), and the error of
 * each list cut. Parts of the schema with no limit below are not read.
 */
export const cutToLimits = (schema: unknown, data: unknown, errors: ErrorObject[] = []): unknown =>
  limited(schema) ? cut(schema, data, errors, { data: [], schema: [] }) : data;

/** An error of a step's entries, told at the entry's place in the whole list. */
const shifted = (error: ErrorObject, field: string, from: number): ErrorObject => {
  const prefix = `/${pointer(field)}/`;
  const move = (path: string) => {
    if (!path.startsWith(prefix)) return path;
    const rest = path.slice(prefix.length);
    const end = rest.indexOf('/');
    const index = Number(end === -1 ? rest : rest.slice(0, end));
    return `${prefix}${index + from}${end === -1 ? '' : rest.slice(end)}`;
  };
  const inner = (error.params as { errors?: ErrorObject[] }).errors;
  return {
    ...error,
    instancePath: move(error.instancePath),
    ...(Array.isArray(inner)
      ? { params: { ...error.params, errors: inner.map((e) => ({ ...e, instancePath: move(e.instancePath) })) } }
      : {}),
  };
};

/**
 * Runs `check` on `record` in bounded steps (see above): the errors, and the record as checked
 * (cut to its limits), which the rules read.
 */
export function checkBounded(
  check: StandaloneValidator,
  schema: unknown,
  record: Record<string, unknown>,
): { errors: ErrorObject[]; record: Record<string, unknown> } {
  const errors: ErrorObject[] = [];
  const cut = cutToLimits(schema, record, errors) as Record<string, unknown>;
  const long = Object.keys(cut).filter((key) => Array.isArray(cut[key]) && (cut[key] as unknown[]).length > STEP);
  const first = { ...cut };
  for (const key of long) first[key] = (cut[key] as unknown[]).slice(0, STEP);
  check(first);
  errors.push(...(check.errors ?? []));
  for (const field of long) {
    if (errors.some((e) => topField(e.instancePath) === field)) continue;
    const list = cut[field] as unknown[];
    for (let from = STEP; from < list.length; from += STEP) {
      check({ ...first, [field]: list.slice(from, from + STEP) });
      const found = (check.errors ?? []).filter((e) => topField(e.instancePath) === field);
      if (found.length === 0) continue;
      errors.push(...found.map((e) => shifted(e, field, from)));
      break;
    }
  }
  return { errors, record: cut };
}
