import { beforeAll, describe, expect, it } from 'vitest';
import type { CallProgramMetric } from '../../../schemas/index';
import { CALL_PROGRAM_COLUMNS } from '../../dashboards/reportColumns';
import { loadTextPack } from '../../i18n/textPacks';
import { tableCells } from './chartTable.testKit';
import { behindShare, furtherBehindFirst, programChartData } from './programChartData';

beforeAll(() => loadTextPack('dashboards'));

const program = (name: string, status: string, done: [number, number, number], remaining: [number, number, number]): CallProgramMetric => ({
  call_status: status,
  account_id: 10001,
  account_name: 'Riverside General',
  program_name: name,
  call_id: name.length,
  throttle_setting: 10,
  ob_called: done[0],
  ib_called: done[1],
  transfer_count: done[2],
  recipient_remaining_att_1: remaining[0],
  recipient_remaining_att_2: remaining[1],
  recipient_remaining_att_3: remaining[2],
  total_recipients: 500,
  recipients_swept: 2,
  transfer_rate: 0,
  total_calls_made_cnt: done[0] + done[1],
});

const ROWS = [
  program('Nearly done', 'In-Progress', [90, 5, 5], [0, 0, 0]),
  program('Half way running', 'In-Progress', [40, 5, 5], [30, 15, 5]),
  program('Not started', 'Scheduled', [0, 0, 0], [100, 0, 0]),
  program('Half way held', 'Paused', [30, 10, 10], [25, 20, 5]),
  program('Half way finished', 'Completed', [50, 0, 0], [50, 0, 0]),
  program('Nothing at all', 'Paused', [0, 0, 0], [0, 0, 0]),
];

describe('how far behind a call program is', () => {
  it('is what remains over done plus remaining; nothing at all is not behind', () => {
    expect(behindShare(ROWS[0])).toBe(0);
    expect(behindShare(ROWS[1])).toBe(0.5);
    expect(behindShare(ROWS[2])).toBe(1);
    expect(behindShare(ROWS[5])).toBe(0);
    expect(behindShare({})).toBe(0);
  });

  it('puts the furthest behind first; equal shares go by traffic light: Paused, In-Progress, then the rest', () => {
    expect([...ROWS].sort(furtherBehindFirst).map((r) => r.program_name)).toEqual([
      'Not started',
      'Half way held',
      'Half way running',
      'Half way finished',
      'Nothing at all',
      'Nearly done',
    ]);
  });
});

describe('the Call Programs chart says what the table says', () => {
  it("each bar holds its row's Outbound, Inbound, Transfers and Remaining Att 1, Att 2, Att 3, with its status", () => {
    const cells = tableCells('callProgramMetric', CALL_PROGRAM_COLUMNS, ROWS);
    const { bars, total } = programChartData(ROWS);
    expect(total).toBe(ROWS.length);
    for (const c of cells) {
      const bar = bars.find((b) => b.program === c.Program)!;
      expect([bar.status, bar.account, bar.outbound, bar.inbound, bar.transfers, bar.att1, bar.att2, bar.att3]).toEqual([
        c.Status,
        c.Account,
        Number(c.Outbound),
        Number(c.Inbound),
        Number(c.Transfers),
        Number(c['Att 1']),
        Number(c['Att 2']),
        Number(c['Att 3']),
      ]);
    }
  });

  it('draws at most the limit of bars, the furthest behind', () => {
    const { bars, total } = programChartData(ROWS, 2);
    expect(bars.map((b) => b.program)).toEqual(['Not started', 'Half way held']);
    expect(total).toBe(6);
  });
});

describe('the programs drawn', () => {
  it('are the furthest behind of many, in the order a full sort gives', () => {
    const statuses = ['In-Progress', 'Paused', 'Completed', 'Scheduled'];
    const many = Array.from({ length: 500 }, (_, i) =>
      program(`P${i}`, statuses[i % 4], [(i * 37) % 50, i % 3, i % 2], [(i * 53) % 40, (i * 7) % 5, i % 4]),
    );
    const sorted = [...many].sort(furtherBehindFirst).map((r) => r.program_name);
    expect(programChartData(many, 20).bars.map((b) => b.program)).toEqual(sorted.slice(0, 20));
    expect(programChartData(many, 1000).bars.map((b) => b.program)).toEqual(sorted);
  });
});
