// A person's choice of a list's columns: which of the declared columns show, in which order.
// Kept as names, so a column the screen no longer declares is passed over and a newly declared
// one shows, at the end.
import type { ColumnConfig } from '../../../language/types';

export interface ColumnChoice {
  /** the columns' sources in the chosen order */
  order: string[];
  /** the sources of the columns not shown */
  hidden: string[];
}

const isTexts = (value: unknown): value is string[] => Array.isArray(value) && value.every((v) => typeof v === 'string');

/** A stored choice, or undefined when the value is not one. */
export const readColumnChoice = (value: unknown): ColumnChoice | undefined => {
  const { order, hidden } = (value ?? {}) as Partial<ColumnChoice>;
  return isTexts(order) && isTexts(hidden) ? { order, hidden } : undefined;
};

/** Every declared column in the chosen order, each with whether it shows. */
export const arrangedColumns = (declared: readonly ColumnConfig[], choice: ColumnChoice | undefined) => {
  const place = (c: ColumnConfig) => {
    const at = choice?.order.indexOf(c.source) ?? -1;
    return at < 0 ? choice!.order.length + declared.indexOf(c) : at;
  };
  const ordered = choice ? [...declared].sort((a, b) => place(a) - place(b)) : declared;
  return ordered.map((column) => ({ column, shown: !choice?.hidden.includes(column.source) }));
};

/** The columns the list shows: the chosen ones in their order; all the declared ones when none would. */
export const shownColumns = (declared: readonly ColumnConfig[], choice: ColumnChoice | undefined): readonly ColumnConfig[] => {
  if (!choice) return declared;
  const shown = arrangedColumns(declared, choice).flatMap((c) => (c.shown ? [c.column] : []));
  return shown.length ? shown : declared;
};
