// The mapping rules of a transformation, shared by the console's mapping
// table (a message per cell) and the platform (the first message of the list, as a 400).
// Checked row by row, top to bottom; within a row: Map From, then Map To.
import { echo } from './echo';
import type { StagedRule } from './types';

export const MAPPING_MESSAGES = {
  fromEmpty: 'Map From cannot be empty',
  toEmpty: 'Map To cannot be empty',
  toInteger: 'Map To must be an integer',
} as const;

/** Not in the requirements: two rows mapping the same value would make the result ambiguous. */
export const duplicateFromMessage = (value: string) => `Map From ${echo(value)} is used more than once`;

export interface MappingRow {
  map_from?: unknown;
  map_to?: unknown;
}

export interface MappingProblem {
  /** index of the row in the list */
  row: number;
  field: 'map_from' | 'map_to';
  message: string;
}

const asText = (v: unknown): string => (v === undefined || v === null ? '' : String(v));
const isBlank = (v: unknown) => asText(v).trim() === '';

/** Whole numbers, optionally negative; spaces around the digits are tolerated. */
export const isIntegerText = (v: unknown): boolean => /^-?\d+$/.test(asText(v).trim());

/** Every problem of the list, in the order the user reads the table. */
export function mappingProblems(rows: readonly MappingRow[], outputType: unknown): MappingProblem[] {
  const problems: MappingProblem[] = [];
  const seen = new Set<string>();
  rows.forEach((r, row) => {
    if (isBlank(r.map_from)) problems.push({ row, field: 'map_from', message: MAPPING_MESSAGES.fromEmpty });
    else if (seen.has(asText(r.map_from))) problems.push({ row, field: 'map_from', message: duplicateFromMessage(asText(r.map_from)) });
    else seen.add(asText(r.map_from));
    if (isBlank(r.map_to)) problems.push({ row, field: 'map_to', message: MAPPING_MESSAGES.toEmpty });
    else if (outputType === 'Integer' && !isIntegerText(r.map_to))
      problems.push({ row, field: 'map_to', message: MAPPING_MESSAGES.toInteger });
  });
  return problems;
}

/** The transformationMappings validator's rule: the first problem of the list. */
export const mappingsComplete: StagedRule = {
  name: 'mappingsComplete',
  stage: 'presence',
  check: ({ mappings, output_type }) => {
    if (!Array.isArray(mappings)) return undefined;
    const rows = mappings.filter((m): m is MappingRow => typeof m === 'object' && m !== null);
    const first = mappingProblems(rows, output_type)[0];
    return first && { message: first.message, fields: ['mappings'] };
  },
};
