// The report's CSV read back by a real CSV parser, as a spreadsheet would split it: no cell, in
// the comment lines, the block titles, the headers or the rows, may start like a formula.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { buildDashboardCsv } from '../dashboards/dashboardCsv';
import { testTranslate } from '../dashboards/testTranslate';

const HOSTILE = ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\t=x', '\r=x', ' =x', 'a,=1+1', 'a, @b', '"=q"', 'x\n=y'];
const FORMULA_START = /^\s*[=+\-@]|^[\t\r]/;

const cellsOf = (csv: string): string[] =>
  (parse(csv, { relax_column_count: true, relax_quotes: false, skip_empty_lines: true }) as string[][]).flat();

describe('CSV formula guard', () => {
  it.each(HOSTILE)('no cell starts like a formula when a name is %j', async (bad) => {
    const imports = [
      { account_id: 1, account_name: bad, file_name: bad, import_type: bad, import_status: bad },
    ] as unknown as ImportMetric[];
    const callPrograms = [{ account_name: bad, program_name: bad, status: bad }] as unknown as CallProgramMetric[];
    const csv = await buildDashboardCsv(
      { name: bad, accountIds: [bad], generatedAt: new Date(2026, 0, 1), importType: bad, period: 'today', imports, callPrograms },
      testTranslate,
    );
    const cells = cellsOf(csv);
    expect(cells.length).toBeGreaterThan(20);
    expect(cells.filter((cell) => FORMULA_START.test(cell))).toEqual([]);
    // The hostile text is still there, as text (read without the guarding apostrophes, which a
    // formula start after a separator inside a cell gets too).
    const plain = cells.map((cell) => cell.replace(/'/g, ''));
    expect(plain.some((cell) => cell.includes(bad.replace(/[\t\r\n]/g, ' ').trim()) || cell.includes(bad.trim()))).toBe(true);
  });

  it('the parser sees a formula in an unguarded line (the check can fail)', () => {
    expect(cellsOf('# Engagement Dashboard: x,=1+1\n').filter((cell) => FORMULA_START.test(cell))).toEqual(['=1+1']);
  });
});
