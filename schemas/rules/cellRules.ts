// Rules giving the messages of single cells of a table (a form config's `tables.<f>.cellChecks.rule`):
// each reads the rows and the form's values and names the row index and field of each problem.
import { mappingProblems, type MappingRow } from './transformationMapping';

export interface CellProblem {
  row: number;
  field: string;
  message: string;
}

export const cellRules = {
  /** the transformation's mappings: blanks, repeated Map From values, the Integer output */
  mappingProblems: (rows: readonly Record<string, unknown>[], values: Record<string, unknown>): CellProblem[] =>
    mappingProblems(rows as readonly MappingRow[], values.output_type),
} as const satisfies Record<string, (rows: readonly Record<string, unknown>[], values: Record<string, unknown>) => CellProblem[]>;

export type CellRuleName = keyof typeof cellRules;
