// What a schema property's own JSON Schema words say of its value, so no screen word has to:
// a number, a yes/no, a list of fixed choices, a day, a moment or a time of day. The console
// picks the input and the shown text from it, the platform the stored type. A union of types
// (`['integer', 'string']`: ids a picker sends as text) says none of these, and keeps the text
// input and the text it has always had.

/**
 * 'integer', 'number': `type` alone; 'boolean': `type: 'boolean'`; 'choices': `type: 'array'`
 * whose `items` is an `enum` or labelled choices (a `oneOf` of `{ const, title }`); 'date',
 * 'date-time', 'time', 'iso-time': a string's `format` (ajv-formats' names).
 */
export type ValueKind = 'integer' | 'number' | 'boolean' | 'choices' | 'date' | 'date-time' | 'time' | 'iso-time';

interface Property {
  readonly type?: unknown;
  readonly format?: unknown;
  readonly items?: unknown;
}

const DAY_AND_TIME: readonly unknown[] = ['date', 'date-time', 'time', 'iso-time'];

/** An `enum`, or a `oneOf` whose every branch is a `const` (schemas/fields.ts `labelledChoice`). */
export const isChoiceList = (items: unknown): boolean => {
  const { enum: values, oneOf } = (items ?? {}) as { enum?: unknown; oneOf?: unknown };
  if (Array.isArray(values)) return true;
  return Array.isArray(oneOf) && oneOf.length > 0 && oneOf.every((b) => typeof b === 'object' && b !== null && 'const' in b);
};

/** The kind of value a property holds, when its schema says one; undefined for text and anything else. */
export const valueKind = (property: Property | undefined): ValueKind | undefined => {
  const type = property?.type;
  if (type === 'integer' || type === 'number' || type === 'boolean') return type;
  if (type === 'array') return isChoiceList(property?.items) ? 'choices' : undefined;
  if ((type === undefined || type === 'string') && DAY_AND_TIME.includes(property?.format)) return property?.format as ValueKind;
  return undefined;
};
