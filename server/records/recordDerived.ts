// Answer fields a declaring screen works out rather than stores (language/recordTypes.ts
// `derived`).
import type { RecordKeeping } from '../../language/recordTypes';

type Row = Record<string, unknown>;
type Rule = NonNullable<RecordKeeping['derived']>[string];
type Lookup = Extract<Rule, { lookup: string }>;

interface DerivingTools {
  collection: (name: string) => Row[];
  idField: string;
}

export const deriving = ({ collection, idField }: DerivingTools) => {
  /** A field of the record of another collection that a row names (`lookup`). */
  const lookUp = (rule: Lookup, row: Row) => {
    const found = collection(rule.in).find((o) => o[rule.by] === row[rule.lookup]);
    return found ? found[rule.take] : (rule.missing ?? String(row[rule.lookup]));
  };
  /** How many entries a stored list has (0 when it is not a list). */
  const entries = (row: Row, field: string) => (Array.isArray(row[field]) ? (row[field] as unknown[]).length : 0);
  const derive = (row: Row, rule: Rule): unknown => {
    if ('count' in rule) return entries(row, rule.count);
    if ('any' in rule) return entries(row, rule.any) > 0;
    if ('stored' in rule) return row[rule.stored];
    if ('countIn' in rule)
      return [rule.countIn].flat().reduce((n, c) => n + collection(c).filter((o) => o[rule.by] === row[idField]).length, 0);
    return lookUp(rule, row);
  };
  return { entries, derive };
};
