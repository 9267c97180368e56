// The largest JSON text a schema admits, in bytes and in entries (commas between list entries and
// object members): what an honest client's body for it holds at most, so that a call reads no
// more than its largest honest body (server/bodyLimits.ts). Every
// text and list of a schema is bounded (schemas/limits.test.ts); a text counts 3 bytes a character
// (UTF-8's most for one UTF-16 unit: JSON escapes only quotes, backslashes and control
// characters, which the free-text patterns refuse) and its quotes, a number 24 (a double's longest
// text), keys and punctuation as written. A part the schema leaves open (a property without a
// type, as a login's lists the platform answers and the forms send back) counts UNTYPED_BOUND.

/** What an open part of a schema may weigh: a login's account list of a few hundred names. */
export const UNTYPED_BOUND = 64 * 1024;
/** Bytes of one character of text at most, in UTF-8. */
const CHARACTER = 3;
/** The longest text of a JSON number (-1.2345678901234567e-308). */
const NUMBER = 24;

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);

const bytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? 'null');

/** The values a schema lists (enum, const, a choice of consts), or undefined. */
const listedValues = (node: Node): readonly unknown[] | undefined => {
  if (Array.isArray(node.enum)) return node.enum;
  if ('const' in node) return [node.const];
  if (Array.isArray(node.oneOf) && node.oneOf.length > 0 && node.oneOf.every((c) => isNode(c) && 'const' in c))
    return node.oneOf.map((c) => (c as Node).const);
  return undefined;
};

const typeBound = (node: Node, type: unknown): number => {
  switch (type) {
    case 'string':
      return typeof node.maxLength === 'number' ? CHARACTER * node.maxLength + 2 : UNTYPED_BOUND;
    case 'integer':
    case 'number':
      return NUMBER;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'array':
      return typeof node.maxItems === 'number' ? 2 + node.maxItems * (jsonBound(node.items) + 1) : UNTYPED_BOUND;
    case 'object': {
      if (!isNode(node.properties)) return UNTYPED_BOUND;
      return Object.entries(node.properties).reduce((sum, [key, property]) => sum + bytes(key) + 2 + jsonBound(property), 2);
    }
    default:
      return UNTYPED_BOUND;
  }
};

/**
 * The most commas of a JSON text of `schema`: one an object member and a list entry, and theirs;
 * an open part as many as its allowance of bytes holds (one every two bytes).
 */
export const jsonEntries = (schema: unknown): number => {
  if (!isNode(schema) || listedValues(schema)) return isNode(schema) ? 0 : UNTYPED_BOUND / 2;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (isNode(schema.properties) ? 'object' : undefined)];
  return Math.max(
    ...types.map((type) => {
      if (type === 'array')
        return typeof schema.maxItems === 'number' ? schema.maxItems * (1 + jsonEntries(schema.items)) : UNTYPED_BOUND / 2;
      if (type === 'object')
        return isNode(schema.properties)
          ? Object.values(schema.properties).reduce((sum: number, property) => sum + 1 + jsonEntries(property), 0)
          : UNTYPED_BOUND / 2;
      return ['string', 'integer', 'number', 'boolean', 'null'].includes(type as string) ? 0 : UNTYPED_BOUND / 2;
    }),
  );
};

/** The most bytes of JSON text `schema` admits (see above). */
export const jsonBound = (schema: unknown): number => {
  if (!isNode(schema)) return UNTYPED_BOUND;
  const listed = listedValues(schema);
  if (listed) return Math.max(...listed.map(bytes));
  const types = Array.isArray(schema.type) ? schema.type : [schema.type ?? (isNode(schema.properties) ? 'object' : undefined)];
  return Math.max(...types.map((type) => typeBound(schema, type)));
};
