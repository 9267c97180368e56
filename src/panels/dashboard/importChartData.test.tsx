import { beforeAll, describe, expect, it } from 'vitest';
import type { ImportMetric } from '../../../schemas/index';
import { IMPORT_COLUMNS } from '../../dashboards/reportColumns';
import { importTiles } from '../../dashboards/summary';
import { formatRate } from '../../../shared/dashboards/rates';
import { loadTextPack } from '../../i18n/textPacks';
import { tableCells } from './chartTable.testKit';
import { importChartData, REJECTED_SHARE_LEVEL } from './importChartData';

beforeAll(() => loadTextPack('dashboards'));

const row = (account: number, file: string, received: number, rejected: number, swept = 3): ImportMetric => ({
  account_id: account,
  account_name: `Account ${account}`,
  file_name: file,
  import_type: 'import_recipient',
  rows_received: received,
  rows_accept: received - rejected,
  rows_imported: received - rejected - 2,
  users_swept: swept,
  rows_reject: rejected,
  rows_reject_rate: 0,
  duration: 90,
  status: 'Completed',
});

const ROWS = [
  row(10001, 'a.csv', 791, 23, 4),
  row(10001, 'b.csv', 1000, 70, 9),
  row(10002, 'c.csv', 400, 20, 1),
  row(10002, 'd.csv', 600, 0, 0),
  row(10003, 'e.csv', 0, 0, 0),
];

describe('the Imports Today chart says what the table says', () => {
  it('per file: each bar is its row of the table, Imported, Swept, Rejected and Rejected % alike', () => {
    const cells = tableCells('importMetric', IMPORT_COLUMNS, ROWS);
    const { bars, total } = importChartData(ROWS, true);
    expect(total).toBe(ROWS.length);
    expect(bars.map((b) => b.label).sort()).toEqual(cells.map((c) => c['File Name']).sort());
    for (const c of cells) {
      const bar = bars.find((b) => b.label === c['File Name'])!;
      expect({ imported: bar.imported, swept: bar.swept, rejected: bar.rejected, share: bar.rejectedShareText }).toEqual({
        imported: Number(c.Imported),
        swept: Number(c.Swept),
        rejected: Number(c.Rejected),
        share: c['Rejected %'],
      });
    }
  });

  it("per account: each bar adds up its account's rows of the table; the share is the Rejected % tile of those rows", () => {
    const cells = tableCells('importMetric', IMPORT_COLUMNS, ROWS);
    const { bars, total } = importChartData(ROWS, false);
    expect(total).toBe(3);
    for (const bar of bars) {
      const mine = cells.filter((c) => c.Account === bar.label);
      const sum = (label: string) => mine.reduce((s, c) => s + Number(c[label]), 0);
      expect([bar.imported, bar.swept, bar.rejected]).toEqual([sum('Imported'), sum('Swept'), sum('Rejected')]);
      const tile = importTiles(ROWS.filter((r) => r.account_name === bar.label)).find((t) => t.key === 'rejectRate')!;
      expect(bar.rejectedShareText).toBe(formatRate(tile.value));
    }
  });

  it(`marks the bars rejecting more than ${REJECTED_SHARE_LEVEL}% and puts them first, highest share first`, () => {
    // a.csv 2.91%, b.csv 7.00%, c.csv 5.00% (not over), d.csv and e.csv 0%.
    const { bars, overLevel } = importChartData(ROWS, true);
    expect(bars.map((b) => [b.label, b.rejectedShareText, b.overLevel])).toEqual([
      ['b.csv', '7.00', true],
      ['c.csv', '5.00', false],
      ['a.csv', '2.91', false],
      ['d.csv', '0.00', false],
      ['e.csv', '0.00', false],
    ]);
    expect(overLevel).toBe(1);
  });

  it('draws at most the limit of bars, and says how many there are', () => {
    const { bars, total } = importChartData(ROWS, true, 2);
    expect(bars.map((b) => b.label)).toEqual(['b.csv', 'c.csv']);
    expect(total).toBe(5);
  });

  it('has no bar when there is no import', () => {
    expect(importChartData([], false)).toEqual({ bars: [], total: 0, overLevel: 0 });
  });
});
