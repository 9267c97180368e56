// A rule that a schema cannot express: it reads the normalised record (blank values removed)
// and returns its message plus the fields to mark, or nothing when the record passes.
export interface RuleFailure {
  message: string;
  fields: readonly string[];
}

export type Rule = (data: Record<string, unknown>) => RuleFailure | undefined;

/**
 * When a rule runs (see shared/validation/format.ts for the whole order):
 * - 'first': before anything else, on the record as sent (blank values kept); its failure is the
 *   message (checks the requirements order ahead of every schema message);
 * - 'presence': with the per-field formats, at the rule's first field and ahead of that field's
 *   format (pairs that must be filled together or equal);
 * - 'cross': after the per-field formats (comparisons that need well-formed values).
 */
export interface StagedRule {
  name: string;
  stage: 'first' | 'presence' | 'cross';
  check: Rule;
}

/** A message for one cell of a table of rows: the row's index and the field. */
export interface CellProblem {
  row: number;
  field: string;
  message: string;
}
