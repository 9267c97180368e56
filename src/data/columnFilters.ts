// Column filters (the Filters menu): their values as react-admin's filter object holds them, under
// the column's source, and the rows they pass. Values come from the address, which anyone may edit:
// reading one that makes no sense gives undefined, and the list ignores it rather than failing.
//   flag, choice: { in: ['true'] } or { in: ['GET', 'PUT'] }: rows whose value is one of these
//   date: { from?: 'YYYY-MM-DD', to?: 'YYYY-MM-DD' }: whole days in local time, both included
//   number: { min?, max? }: both included; a count column compares its count (an array's length)
//   text: { contains?: 'reid', is?: 'Reid' }: the cell's text holds it, or is it; both ignore
//     case and the words' outer spaces, as the text box does
import type { FilterKind } from './filterKinds';

export interface ChoiceFilter {
  in: string[];
}
export interface DateFilter {
  from?: string;
  to?: string;
}
export interface NumberFilter {
  min?: number;
  max?: number;
}
export interface TextFilter {
  contains?: string;
  is?: string;
}
export type ColumnFilter = ChoiceFilter | DateFilter | NumberFilter | TextFilter;

const TRUE = [true, 1, '1', 'true'];
const FALSE = [false, 0, '0', 'false'];

/** A yes/no value as its option, 'true' or 'false' (statuses store true, 1 or '1'); undefined for anything else. */
export const flagOption = (value: unknown): 'true' | 'false' | undefined =>
  TRUE.includes(value as never) ? 'true' : FALSE.includes(value as never) ? 'false' : undefined;

/** A day's first moment in local time; undefined unless `day` is a real 'YYYY-MM-DD' day. */
export const dayStart = (day: unknown, after = 0): number | undefined => {
  const found = typeof day === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(day) : null;
  if (!found) return undefined;
  const [y, m, d] = found.slice(1).map(Number);
  const date = new Date(y, m - 1, d);
  if (date.getFullYear() !== y || date.getMonth() !== m - 1 || date.getDate() !== d) return undefined;
  return after ? new Date(y, m - 1, d + after).getTime() : date.getTime();
};

const isRecord = (value: unknown): value is Record<string, unknown> => Object.prototype.toString.call(value) === '[object Object]';

const numberOf = (value: unknown): number | undefined => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  return Number.isFinite(n) ? n : undefined;
};

/** Drops the keys left undefined; undefined when none is left. */
const someOf = <T extends object>(value: T): T | undefined => {
  const kept = Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
  return Object.keys(kept).length ? kept : undefined;
};

/** A column filter's value as the list reads it; undefined when it sets nothing or makes no sense. */
export const readColumnFilter = (kind: FilterKind, value: unknown): ColumnFilter | undefined => {
  if (!isRecord(value)) return undefined;
  if (kind === 'flag' || kind === 'choice') {
    if (!Array.isArray(value.in)) return undefined;
    const plain = value.in.filter((v) => ['string', 'number', 'boolean'].includes(typeof v));
    const options = kind === 'flag' ? plain.map(flagOption).filter((v) => v !== undefined) : plain.map(String);
    return options.length ? { in: [...new Set(options)] } : undefined;
  }
  if (kind === 'text') {
    const words = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v : undefined);
    return someOf<TextFilter>({ contains: words(value.contains), is: words(value.is) });
  }
  if (kind === 'date') {
    const day = (v: unknown) => (dayStart(v) === undefined ? undefined : (v as string));
    return someOf<DateFilter>({ from: day(value.from), to: day(value.to) });
  }
  return someOf<NumberFilter>({ min: numberOf(value.min), max: numberOf(value.max) });
};

/**
 * A row's value as a number to compare: a date's time, a count's count; NaN when it has none. A
 * day ('YYYY-MM-DD', a schema's `date`) starts in local time as the filter's days do: Date.parse
 * reads it in UTC, a day earlier or later on either side of Greenwich.
 */
const numeric = (kind: FilterKind, value: unknown): number => {
  if (kind === 'date')
    return typeof value === 'number' ? value : typeof value === 'string' && value ? (dayStart(value) ?? Date.parse(value)) : NaN;
  if (Array.isArray(value)) return value.length;
  return numberOf(value) ?? NaN;
};

type Rows = readonly Record<string, unknown>[];

/** Tests a row by its position in `rows`. */
export type PositionTest = (position: number) => boolean;

// What a column filter reads of a column, worked out once per kept list, column and kind: the
// rows are walked in sort order, scattered in memory, and reading 100k row objects that way on
// every chip change cost about 25 ms at 100k rows (the bench's chip figure); parsing 100k dates,
// tens of ms more. A typed array read by position costs a few ms.
const worked = new WeakMap<Rows, Map<string, unknown>>();

const perColumn = <T>(rows: Rows, key: string, make: () => T): T => {
  let byColumn = worked.get(rows);
  if (!byColumn) worked.set(rows, (byColumn = new Map()));
  if (!byColumn.has(key)) byColumn.set(key, make());
  return byColumn.get(key) as T;
};

/** A column's values as numbers (a date's time, a count's count; NaN for none). */
const numbersOf = (rows: Rows, source: string, kind: FilterKind): Float64Array =>
  perColumn(rows, `numbers ${kind} ${source}`, () => Float64Array.from(rows, (row) => numeric(kind, row[source])));

/** A text column's cells in lower case ('' for none), as a text filter compares them. */
const lowerTextsOf = (rows: Rows, source: string): string[] =>
  perColumn(rows, `texts ${source}`, () =>
    rows.map((row) => {
      const value = row[source];
      return value === null || value === undefined ? '' : String(value).toLowerCase();
    }),
  );

/** The test of a text filter: each of its words, lower-cased and trimmed, held by the cell's text or equal to it. */
const textTest = (rows: Rows, source: string, filter: TextFilter): PositionTest => {
  const texts = lowerTextsOf(rows, source);
  const contains = filter.contains?.trim().toLowerCase();
  const is = filter.is?.trim().toLowerCase();
  if (contains !== undefined && is !== undefined) return (i) => texts[i] === is && texts[i].includes(contains);
  if (is !== undefined) return (i) => texts[i] === is;
  return (i) => texts[i].includes(contains!);
};

interface OptionCodes {
  /** each row's option as its number in `options`; -1 for a row without one */
  codes: Int32Array;
  options: Map<string, number>;
}

/** A row's option: a status reads Enabled only for true, 1 or '1', and Disabled for anything else (formatValue). */
const optionOf = (kind: FilterKind, value: unknown): string | undefined =>
  kind === 'flag' ? (flagOption(value) === 'true' ? 'true' : 'false') : value === null || value === undefined ? undefined : String(value);

/** A choice or yes/no column's options as small numbers. */
const optionCodesOf = (rows: Rows, source: string, kind: FilterKind): OptionCodes =>
  perColumn(rows, `options ${kind} ${source}`, () => {
    const options = new Map<string, number>();
    const codes = new Int32Array(rows.length);
    for (let i = 0; i < rows.length; i++) {
      const option = optionOf(kind, rows[i][source]);
      let code = option === undefined ? -1 : options.get(option);
      if (code === undefined) options.set(option!, (code = options.size));
      codes[i] = code;
    }
    return { codes, options };
  });

/**
 * The test of one column filter over a list's rows, or undefined when the value sets nothing or
 * makes no sense (ignored). Choices compare option numbers and ranges compare numbers, both
 * worked out once per list; NaN never passes.
 */
export const columnTest = (rows: Rows, source: string, kind: FilterKind, value: unknown): PositionTest | undefined => {
  const filter = readColumnFilter(kind, value);
  if (!filter) return undefined;
  if (kind === 'text') return textTest(rows, source, filter as TextFilter);
  if ('in' in filter) {
    const { codes, options } = optionCodesOf(rows, source, kind);
    const wanted = new Uint8Array(options.size + 1);
    for (const option of filter.in) {
      const code = options.get(option);
      if (code !== undefined) wanted[code + 1] = 1;
    }
    return (i) => wanted[codes[i] + 1] === 1;
  }
  const [low, high] =
    kind === 'date'
      ? [dayStart((filter as DateFilter).from) ?? -Infinity, (dayStart((filter as DateFilter).to, 1) ?? Infinity) - 1]
      : [(filter as NumberFilter).min ?? -Infinity, (filter as NumberFilter).max ?? Infinity];
  const values = numbersOf(rows, source, kind);
  return (i) => values[i] >= low && values[i] <= high;
};
