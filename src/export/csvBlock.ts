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

/**
 * Where a reader may start a new cell inside this one: after a comma or a semicolon (the
 * separator where the decimal mark is a comma), a quote, a line break, or a tab (pasted text).
 * A reader that honours quotes never does, but one splitting at another separator, or at line
 * breaks first, would; a formula start there gets the apostrophe too.
 */
const SEPARATED_FORMULA = /([,;"\r\n\t])(?=[\t\r]|\s*[=+\-@])/g;

/** A cell's text made plain: no formula at its start, nor after a separator inside it. */
export const guardCell = (value: string): string => guardFormula(value).replace(SEPARATED_FORMULA, "$1'");

/** A cell holding a separator of either locale, a quote or a line break (CR too) must be quoted. */
const needsQuotes = (text: string) => /[",;\r\n]/.test(text);

/** One cell as CSV text: guarded, and quoted when it holds a separator, a quote or a line break. */
export const csvCell = (value: string): string => {
  const safe = guardCell(value);
  return needsQuotes(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * A line of its own (a `# comment` or a block title). Control characters become spaces, so a line
 * break in a name cannot start a row. A spreadsheet splits the line at its commas (or semicolons):
 * when a piece could then start a formula, or a quote would upset the split, the whole line
 * becomes one quoted (and guarded) cell; otherwise it stays as people read it.
 */
export const csvTextLine = (text: string): string => {
  // eslint-disable-next-line no-control-regex -- control characters are exactly what this removes
  const line = text.replace(/[\u0000-\u001F\u007F]+/g, ' ');
  return line.includes('"') || guardCell(line) !== line ? csvCell(line) : line;
};

// jsonexport quotes a cell only when it holds a comma, a quote or a line feed: not a semicolon nor
// a carriage return, which split the cell for a reader in another locale or one that ends lines
// at a CR. So it quotes every cell (forceTextDelimiter; labels arrive with their quotes doubled,
// as it does not double them in headers). Every quote in its output is then a cell's own or a
// doubled one, and the quotes a cell does not need come off here.
const QUOTED_CELL = /"((?:[^"]|"")*)"/g;
const quotesWhereNeeded = (csv: string) => csv.replace(QUOTED_CELL, (cell, text: string) => (needsQuotes(text) ? cell : text));

/**
 * Header line plus one line per row; every cell is text (already formatted by the caller).
 * `withHeader: false` gives the rows alone (a long list written in pieces).
 */
export const csvBlock = (columns: readonly CsvColumn[], rows: readonly Record<string, string>[], withHeader = true): Promise<string> => {
  const guarded = rows.map((row) => Object.fromEntries(columns.map((c) => [c.key, guardCell(row[c.key] ?? '')])));
  const options = {
    headers: columns.map((c) => c.key),
    rename: columns.map((c) => guardCell(c.label).replace(/"/g, '""')),
    textDelimiter: '"',
    rowDelimiter: ',',
    endOfLine: '\n',
    includeHeaders: withHeader,
    verticalOutput: true,
    forceTextDelimiter: true,
  };
  return new Promise((resolve, reject) => {
    void jsonexport(guarded, options, (error, csv) => (error ? reject(error) : resolve(quotesWhereNeeded(csv))));
  });
};
