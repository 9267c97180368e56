// One CSV block (a header line and its rows) through jsonexport, one call per block
// (STACK.md): jsonexport has no comment lines and no multiple blocks, and it pushes unknown
// keys into `options.headers`, so each call gets fresh arrays. Text cells are guarded against
// formula injection, which jsonexport does not do.
import Parser from 'jsonexport/lib/parser/csv';

export interface CsvColumn {
  key: string;
  label: string;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before them) as a
 * formula; a leading apostrophe makes it plain text (the OWASP CSV injection advice).
 */
export const guardFormula = (value: string): string => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const guardHeader = (label: string): string => {
  const safe = guardFormula(label);
  // jsonexport writes renamed headers as they are: quote any that need it.
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Header line plus one line per row; every cell is text (already formatted by the caller). */
export const csvBlock = (columns: readonly CsvColumn[], rows: readonly Record<string, string>[]): string => {
  const guarded = rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, guardFormula(row[c.key] ?? '')])));
  const parser = new Parser({
    headers: columns.map((c) => c.key),
    rename: columns.map((c) => guardHeader(c.label)),
    textDelimiter: '"',
    rowDelimiter: ',',
    endOfLine: '\n',
    headerPathString: '.',
    arrayPathString: ';',
    undefinedString: '',
    includeHeaders: true,
    fillGaps: false,
    verticalOutput: true,
    forceTextDelimiter: false,
  });
  let out = '';
  parser.parse(guarded, (error, csv) => {
    if (error) throw error;
    out = csv;
  });
  return out;
};
