// Which columns of a list get a column filter, and of which kind: derived from each column's
// display type and its schema property, so no screen declares any. Here, below the engine, since
// the list store (in the worker) and the filter menu on the page both need it; small, since the
// first screen builds the lists' specs (its 200 KB gzip budget, e2e/firstScreen.test.ts).
import type { ColumnConfig, FieldOptions, InlineSchema } from '../../language/types';

/**
 * flag: yes/no values (booleans, statuses; true, 1 and '1' read as one option); choice: a fixed
 * set (an enum, labelled choices, or the options a call of the screen answers); date: a from/to range of days; number: a min/max range
 * (a count column compares its count); text: any other text (contains, or is).
 */
export type FilterKind = 'flag' | 'choice' | 'date' | 'number' | 'text';

interface Property {
  readonly enum?: readonly unknown[];
  readonly oneOf?: readonly object[];
  readonly type?: unknown;
  readonly format?: unknown;
}

const hasType = (property: Property, ...names: string[]) => [property.type].flat().some((t) => names.includes(t as string));

/** A column's filter kind; undefined when it gets none (lists, secrets, no type). `choices`: its field's options come from a call. */
export const filterKindOf = (type: ColumnConfig['type'], property: Property = {}, choices = false): FilterKind | undefined => {
  if (type === 'enabled' || type === 'boolean') return 'flag';
  if (type === 'datetime') return 'date';
  if (type === 'count') return 'number';
  if (type === 'list' || type === 'secret') return undefined;
  if (choices || property.enum || property.oneOf?.every((b) => 'const' in b)) return 'choice';
  if (hasType(property, 'boolean')) return 'flag';
  if (/^date/.test(String(property.format))) return 'date';
  if (hasType(property, 'integer', 'number')) return 'number';
  if (hasType(property, 'string')) return 'text';
  return undefined;
};

/** The filter kind of each of a list's columns that has one, by source, in column order. */
export const filterKinds = (
  columns: readonly ColumnConfig[],
  schema: InlineSchema,
  options?: Record<string, FieldOptions>,
): Record<string, FilterKind> => {
  const kinds: Record<string, FilterKind> = {};
  for (const { source, type } of columns) {
    const kind = filterKindOf(type, (schema.properties as Record<string, Property>)[source], !!options?.[source]?.choices);
    if (kind) kinds[source] = kind;
  }
  return kinds;
};
