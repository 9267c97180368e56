// A column of labelled choices (a schema `oneOf` of `{ const, title }`) sorts by the titles the
// cells show, not by the codes stored: 'Large, Medium, Small', not 'l, m, s'. Each row gets its
// title under a field of its own, not enumerable, so it is never sent to the page nor exported.
import type { ColumnConfig, InlineSchema } from '../../language/types';

type Titles = Readonly<Record<string, Readonly<Record<string, string>>>>;

interface Property {
  readonly oneOf?: readonly object[];
}

/** The field a column's titles are kept under on each row. */
const titleField = (source: string) => `${source}\u0000title`;

/** The titles of each column whose property is a labelled choice, by source, then by code. */
export const choiceTitles = (columns: readonly ColumnConfig[], schema: InlineSchema): Titles => {
  const titles: Record<string, Record<string, string>> = {};
  for (const { source } of columns) {
    const branches = (schema.properties as Record<string, Property>)[source]?.oneOf as { const?: unknown; title?: unknown }[] | undefined;
    if (!branches?.length || !branches.every((b) => 'const' in b)) continue;
    titles[source] = Object.fromEntries(branches.map((b) => [String(b.const), typeof b.title === 'string' ? b.title : String(b.const)]));
  }
  return titles;
};

/** Gives each row its titles (a code no branch names reads as itself, a blank as blank). */
export const addTitles = (rows: readonly Record<string, unknown>[], titles: Titles | undefined): void => {
  for (const [source, byCode] of Object.entries(titles ?? {}))
    for (const row of rows) {
      const value = row[source];
      const title = value === null || value === undefined || value === '' ? '' : (byCode[String(value)] ?? String(value));
      Object.defineProperty(row, titleField(source), { value: title, enumerable: false, configurable: true });
    }
};

/** The sort asked of a list, on the titles where its field is a labelled choice. */
export const sortByTitles = <S extends { field?: string; order?: string }>(
  sort: S | undefined,
  titles: Titles | undefined,
): S | undefined => (sort?.field && titles?.[sort.field] ? { ...sort, field: titleField(sort.field) } : sort);
