// Ids the platform hands out are never handed out again. A new id was one past the highest its
// rows held, so the id of the last record deleted came back with the next one made: a token or a
// link naming the deleted record then named the new one. The data now keeps, per sequence, the
// highest id it ever handed out (meta.ids_handed_out), written with the record that took it, kept
// over the demo's reset and across restarts; a new id is past both the rows and that mark.
import { randomBytes } from 'node:crypto';
import type { Meta } from './types';

export interface IdSequence {
  /** the next id, past every id the rows hold and every id handed out before; noted as handed out */
  next(): number;
  /** notes the rows' ids as handed out (rows of data kept before the marks were) */
  note(): void;
}

export interface SequenceRows {
  /** the highest id the rows hold (0 for none) */
  highest: number;
  /** the first id the sequence hands out */
  from?: number;
}

const marksOf = (meta: Meta): Record<string, number> => (meta.ids_handed_out ??= {});

/**
 * A sequence of ids, by the names of the collections (or rows kept inside records) that share it:
 * an id handed out in one is taken in each.
 */
export const idSequence = (meta: Meta, names: readonly string[], { highest, from = 1 }: SequenceRows): IdSequence => {
  const marks = marksOf(meta);
  const take = (id: number) => {
    for (const name of names) if (id > (marks[name] ?? 0)) marks[name] = id;
  };
  return {
    next: () => {
      const id = Math.max(from, highest + 1, ...names.map((name) => (marks[name] ?? 0) + 1));
      take(id);
      return id;
    },
    note: () => {
      if (highest > 0) take(highest);
    },
  };
};

/** The marks of `before` kept in `after` (the demo's reset): the higher of each. */
export const carryIdMarks = (before: Meta, after: Meta): void => {
  const marks = marksOf(after);
  for (const [name, id] of Object.entries(before.ids_handed_out ?? {}))
    if (typeof id === 'number' && id > (marks[name] ?? 0)) marks[name] = id;
};

/** The marks as a data file holds them: numbers by sequence name; anything else is left out. */
export const readIdMarks = (value: unknown): Record<string, number> | undefined => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return Object.fromEntries(Object.entries(value).filter(([, id]) => Number.isSafeInteger(id) && (id as number) > 0)) as Record<
    string,
    number
  >;
};

/** A random key a record is given when made: no record made later under the same id has it. */
export const newRecordKey = (): string => randomBytes(16).toString('base64url');
