// The text filter matches cells as the table shows them (Status reads Enabled or Disabled), and
// how a cell reads is the page's business: its cellText uses the texts and the locale. The list
// worker cannot call a function of the page, so it asks the page for tables instead: the display
// text of each distinct value of a column, only where it differs from the value's plain text.
// Such columns are few and have few distinct values (booleans, statuses, choices); a column whose
// first SAMPLE distinct values all read as their plain text (names, addresses, numbers) is taken
// to read so throughout, so a 100k-row list sends a few hundred values per column, not 100k.

/** How a column's values read in the table, for values[i]; null where it is plainText(values[i]). */
export type Displays = (source: string, values: unknown[]) => Promise<(string | null)[]>;

/** Distinct values asked about first; more only for a column where some read otherwise (dates). */
export const SAMPLE = 256;
/** Distinct values per further question, so the page answers each in a short task. */
export const CHUNK = 1000;

/** A value as a cell shows it when its column says nothing else. */
export const plainText = (value: unknown): string =>
  value === null || value === undefined ? '' : Array.isArray(value) ? value.map(plainText).join(', ') : String(value);

/**
 * One key per distinct value: a plain value is its own key (a Map tells `true`, `'true'` and `1`
 * apart, and 100k rows cost no new strings); an array or object is keyed by its JSON.
 */
export const valueKey = (value: unknown): unknown =>
  value !== null && typeof value === 'object' ? `\u0000${JSON.stringify(value)}` : value;

/** The page's answer to a worker's question: each value's cell text, null where it is the plain text. */
export const displayedOtherwise = (display: (value: unknown) => string, values: readonly unknown[]): (string | null)[] =>
  values.map((value) => {
    const shown = display(value);
    return shown === plainText(value) ? null : shown;
  });

/** A column's distinct values by key, stopping once there are more than `limit`. */
const distinct = (rows: readonly Record<string, unknown>[], source: string, limit = Infinity): Map<unknown, unknown> => {
  const seen = new Map<unknown, unknown>();
  for (const row of rows) {
    const value = row[source];
    const key = valueKey(value);
    if (seen.has(key)) continue;
    seen.set(key, value);
    if (seen.size > limit) break;
  }
  return seen;
};

/** The display texts of one column by value key (empty: the column reads as plain text). */
export const displayTable = async (
  rows: readonly Record<string, unknown>[],
  source: string,
  displays: Displays,
): Promise<Map<unknown, string>> => {
  const table = new Map<unknown, string>();
  const ask = async (entries: [unknown, unknown][]) => {
    const shown = await displays(
      source,
      entries.map(([, value]) => value),
    );
    entries.forEach(([key], i) => {
      const text = shown[i];
      if (text !== null && text !== undefined) table.set(key, text);
    });
  };
  const sample = [...distinct(rows, source, SAMPLE)];
  await ask(sample.slice(0, SAMPLE));
  if (sample.length <= SAMPLE || table.size === 0) return table;
  const rest = [...distinct(rows, source)].slice(SAMPLE);
  for (let start = 0; start < rest.length; start += CHUNK) await ask(rest.slice(start, start + CHUNK));
  return table;
};

/** A value's display text by its column's table. */
export const displayText = (table: ReadonlyMap<unknown, string>, value: unknown): string =>
  table.size === 0 ? plainText(value) : (table.get(valueKey(value)) ?? plainText(value));
