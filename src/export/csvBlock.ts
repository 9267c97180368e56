// One CSV block (a header line and its rows) through jsonexport's public API, one call per block:
// jsonexport has no comment lines and no multiple blocks, and it pushes unknown keys into
// `options.headers`, so each call gets fresh arrays. Its browser build ('jsonexport/dist/index',
// the entry react-admin's exporter uses too) takes a callback; here it becomes a promise.
// Every cell is guarded against formula injection, which jsonexport does not do.
import jsonexport from 'jsonexport/dist/index';

export interface CsvColumn {
  key: string;
  label: string;
}

/**
 * A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return before them, or
 * spaces, which some trim) as a formula; a leading apostrophe makes it plain text (the OWASP CSV
 * injection advice).
 */
export const guardFormula = (value: string): string => (/^[\t\r]|^\s*[=+\-@]/.test(value) ? `'${value}` : value);

/** One cell as CSV text: guarded, and quoted when it holds a separator, a quote or a line break. */
export const csvCell = (value: string): string => {
  const safe = guardFormula(value);
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** Would a piece of this text after a comma be read as a formula, or a quote break the line's cells? */
const risky = (text: string) => text.includes('"') || text.split(',').some((piece) => /^\s*[=+\-@]/.test(piece));

/**
 * A line of its own (a `# comment` or a block title). Control characters become spaces, so a line
 * break in a name cannot start a row. A spreadsheet splits the line at its commas: when a piece
 * could then start a formula, or a quote would upset the split, the whole line becomes one quoted
 * (and guarded) cell; otherwise it stays as people read it.
 */
export const csvTextLine = (text: string): string => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  const line = text.replace(/[\u0000-\u001F\u007F]+/g, ' ');
  return risky(line) ? csvCell(line) : line;
};

/**
 * Header line plus one line per row; every cell is text (already formatted by the caller).
 * `withHeader: false` gives the rows alone (a long list written in pieces).
 */
export const csvBlock = (columns: readonly CsvColumn[], rows: readonly Record<string, string>[], withHeader = true): Promise<string> => {
  const guarded = rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, guardFormula(row[c.key] ?? '')])));
  const options = {
    headers: columns.map((c) => c.key),
    // jsonexport writes renamed headers as they are: they are guarded and quoted here.
    rename: columns.map((c) => csvCell(c.label)),
    textDelimiter: '"',
    rowDelimiter: ',',
    endOfLine: '\n',
    includeHeaders: withHeader,
    verticalOutput: true,
    forceTextDelimiter: false,
  };
  return new Promise((resolve, reject) => {
    void jsonexport(guarded, options, (error, csv) => (error ? reject(error) : resolve(csv)));
  });
};
