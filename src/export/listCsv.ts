// A list's rows as CSV, as the table shows them: the visible columns under their headers, each
// cell as its column displays it (Enabled/Disabled, dates as shown), formula-safe (csvBlock).
// Written in pieces with a pause between them, so a 100k-row list never stops the page for long.
import { csvBlock, csvCell, type CsvColumn } from './csvBlock';

/** Rows per piece: small enough that formatting and writing one stays well under 100 ms. */
export const ROWS_PER_PIECE = 2000;

/** Lets the browser draw and answer input before the next piece. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export interface ListCsvInput<R> {
  columns: readonly CsvColumn[];
  rows: readonly R[];
  /** a row's cell as the table shows it */
  cellText: (row: R, key: string) => string;
  /** told after each piece: the share done, 0..1 */
  progress?: (done: number) => void;
}

/** The CSV piece by piece (each ending with a line break), a pause between pieces. */
export async function listCsvPieces<R>({ columns, rows, cellText, progress }: ListCsvInput<R>, onPiece: (text: string) => void) {
  for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
    const piece = rows
      .slice(start, start + ROWS_PER_PIECE)
      .map((row) => Object.fromEntries(columns.map((c) => [c.key, cellText(row, c.key)])));
    onPiece(`${await csvBlock(columns, piece, start === 0)}\n`);
    progress?.(Math.min(1, (start + ROWS_PER_PIECE) / rows.length));
    await pause();
  }
  // No rows: the header line alone.
  if (rows.length === 0) onPiece(`${columns.map((c) => csvCell(c.label)).join(',')}\n`);
}

/** The whole CSV as one text. */
export async function listCsv<R>(input: ListCsvInput<R>): Promise<string> {
  const pieces: string[] = [];
  await listCsvPieces(input, (piece) => pieces.push(piece));
  return pieces.join('');
}

/** `<screen>-<timestamp>.csv`, the time in UTC without colons (valid on every file system). */
export const exportFileName = (screen: string, at: Date = new Date()): string =>
  `${screen}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.csv`;
