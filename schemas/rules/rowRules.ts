// The rules of a form's table of rows that only its screen has (a table config's `rule`), named
// here so the console and the platform read one copy: what a new row holds besides the table's
// `newRow.values`, whether one more row may be added, and the messages of single cells on save.
import { newEntryName } from './apiLinkAuth';
import { newRowLimitProblem, repeatedAttributeNames, type AttributeRow } from './apiLinkAttributes';
import { mappingProblems, type MappingRow } from './transformationMapping';
import type { CellProblem } from './types';

type Rows = readonly Record<string, unknown>[];

export interface RowRule {
  /** what a new row holds besides the table's `newRow.values`, from the rows there */
  newRow?: (rows: Rows) => Record<string, unknown>;
  /** the message when one more row may not be added, from the rows there */
  adding?: (rows: Rows) => string | undefined;
  /** the messages of single cells on save, from the rows and the form's values (a marked cell stops the save) */
  cells?: (rows: Rows, values: Record<string, unknown>) => CellProblem[];
}

const RULES = {
  /** an API link's authentication entries: a new one is named New_Field_01, New_Field_02... */
  apiLinkAuthEntries: { newRow: (rows) => ({ name: newEntryName(rows.map((r) => r.name)) }) },
  /** an API link's attributes: at most 10 new rows at a time; a field name once per field type */
  apiLinkAttributes: {
    adding: (rows) => newRowLimitProblem(rows as readonly AttributeRow[], 1),
    cells: (rows) => repeatedAttributeNames(rows as readonly AttributeRow[]),
  },
  /** a transformation's mappings: blanks, repeated Map From values, the Integer output */
  transformationMappings: { cells: (rows, values) => mappingProblems(rows as readonly MappingRow[], values.output_type) },
} satisfies Record<string, RowRule>;

export type RowRuleName = keyof typeof RULES;

export const rowRules: Readonly<Record<RowRuleName, RowRule>> = RULES;
