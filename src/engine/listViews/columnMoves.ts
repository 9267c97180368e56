// The column menu's changes to a column choice. The result always names every declared column in
// its place, so a later move or a newly declared column leaves the others where they are.
import type { ColumnConfig } from '../../../language/types';
import { arrangedColumns, type ColumnChoice } from './columnChoice';

const choiceOf = (arranged: ReturnType<typeof arrangedColumns>): ColumnChoice => ({
  order: arranged.map((c) => c.column.source),
  hidden: arranged.filter((c) => !c.shown).map((c) => c.column.source),
});

/** Shows or hides a column; the last column shown stays. */
export const toggleColumn = (declared: readonly ColumnConfig[], choice: ColumnChoice | undefined, source: string): ColumnChoice => {
  const arranged = arrangedColumns(declared, choice);
  const toggled = arranged.map((c) => (c.column.source === source ? { ...c, shown: !c.shown } : c));
  return choiceOf(toggled.some((c) => c.shown) ? toggled : arranged);
};

/** Moves a column one place earlier (-1) or later (1); at either end it stays. */
export const moveColumn = (
  declared: readonly ColumnConfig[],
  choice: ColumnChoice | undefined,
  source: string,
  by: -1 | 1,
): ColumnChoice => {
  const arranged = [...arrangedColumns(declared, choice)];
  const from = arranged.findIndex((c) => c.column.source === source);
  const to = from + by;
  if (from >= 0 && to >= 0 && to < arranged.length) [arranged[from], arranged[to]] = [arranged[to]!, arranged[from]!];
  return choiceOf(arranged);
};
