// Every CSV the console writes, read back as spreadsheets in different locales would: split at
// commas or at semicolons, a bare carriage return ending a line. No reading may give a cell that
// starts like a formula, and in the comma reading each cell comes back whole (quoted when it holds
// a separator), its text intact apart from the guarding apostrophes.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { buildDashboardCsv } from '../dashboards/dashboardCsv';
import { testTranslate } from '../dashboards/testTranslate';
import { listCsv } from './listCsv';

const HOSTILE = [
  'Bob;=1+1',
  'Bob;+1',
  'a;@x',
  'a; -1+2',
  'a;\tb',
  'x\r=y',
  'x\r\n=y',
  'a\rb',
  ';=1',
  'q";=1',
  'a,=1',
  '"=1"',
  'x\n@y',
  'a;\r=1',
  '=1;=2',
];
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

const read = (csv: string, delimiter: string): string[][] =>
  parse(csv, {
    delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_quotes: true,
    relax_column_count: true,
    skip_empty_lines: true,
  }) as string[][];

const formulas = (csv: string) => [',', ';'].flatMap((delimiter) => read(csv, delimiter).flat()).filter((cell) => FORMULA_START.test(cell));

const columns = HOSTILE.map((label, i) => ({ key: `c${i}`, label }));
const row = Object.fromEntries(HOSTILE.map((value, i) => [`c${i}`, value]));

describe('CSV cells and separators', () => {
  it('a list export gives no formula in either reading, and each cell whole', async () => {
    const csv = await listCsv({ columns, rows: [row], cellText: (r, key) => r[key] });
    expect(formulas(csv)).toEqual([]);
    const lines = read(csv, ',');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line.map((cell) => cell.replace(/'/g, ''))).toEqual(HOSTILE.map((v) => v.replace(/'/g, '')));
  });

  it('a list with no rows: its header line alone, just as safe', async () => {
    const csv = await listCsv({ columns, rows: [], cellText: () => '' });
    expect(formulas(csv)).toEqual([]);
    expect(read(csv, ',')).toHaveLength(1);
  });

  it('quotes a cell holding a semicolon or a carriage return', async () => {
    const csv = await listCsv({
      columns: [
        { key: 'a', label: 'A' },
        { key: 'b', label: 'B' },
      ],
      rows: [{ a: 'Bob;Smith', b: 'one\rtwo' }],
      cellText: (r, key) => r[key as 'a' | 'b'],
    });
    expect(csv).toBe('A,B\n"Bob;Smith","one\rtwo"\n');
  });

  it.each(HOSTILE)('the dashboard report gives no formula in either reading when a name is %j', async (bad) => {
    const imports = [
      { account_id: 1, account_name: bad, file_name: bad, import_type: bad, import_status: bad },
    ] as unknown as ImportMetric[];
    const callPrograms = [{ account_name: bad, program_name: bad, status: bad }] as unknown as CallProgramMetric[];
    const csv = await buildDashboardCsv(
      { name: bad, accountIds: [bad], generatedAt: new Date(2026, 0, 1), importType: bad, period: 'today', imports, callPrograms },
      testTranslate,
    );
    expect(formulas(csv)).toEqual([]);
  });
});
