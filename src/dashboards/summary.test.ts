import { describe, expect, it } from 'vitest';
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { callProgramTiles, importTiles, tileColumns } from './summary';

const imp = (rows_received: number, rows_reject: number, extra: Partial<ImportMetric> = {}): ImportMetric => ({
  rows_received,
  rows_reject,
  rows_accept: rows_received - rows_reject,
  rows_imported: rows_received - rows_reject - 1,
  users_swept: 2,
  ...extra,
});

describe('summary tiles', () => {
  it('totals the imports and rates rejected over received', () => {
    const tiles = Object.fromEntries(importTiles([imp(100, 5), imp(300, 10)]).map((t) => [t.key, t.value]));
    expect(tiles).toEqual({ files: 2, received: 400, accepted: 385, imported: 383, swept: 4, rejected: 15, rejectRate: 3.75 });
  });

  it('totals the call programs and rates transfers over total calls made', () => {
    const row: CallProgramMetric = {
      ob_called: 10,
      ib_called: 2,
      recipient_remaining_att_1: 1,
      recipient_remaining_att_2: 2,
      recipient_remaining_att_3: 3,
      total_recipients: 50,
      recipients_swept: 4,
      transfer_count: 3,
      total_calls_made_cnt: 12,
    };
    const tiles = Object.fromEntries(
      callProgramTiles([row, { ...row, transfer_count: 1, total_calls_made_cnt: 8 }]).map((t) => [t.key, t.value]),
    );
    expect(tiles).toEqual({
      programs: 2,
      outbound: 20,
      inbound: 4,
      remaining: 12,
      totalRecipients: 100,
      swept: 8,
      transfers: 4,
      transferRate: 20,
    });
  });

  it('gives zero tiles, not NaN, for no rows', () => {
    expect(importTiles([]).every((t) => t.value === 0)).toBe(true);
    expect(callProgramTiles([]).every((t) => t.value === 0)).toBe(true);
  });

  it('puts at most 6 tiles in a row', () => {
    expect(tileColumns(4)).toBe(4);
    expect(tileColumns(6)).toBe(6);
    expect(tileColumns(7)).toBe(6);
    expect(tileColumns(8)).toBe(6);
    expect(tileColumns(0)).toBe(1);
    expect(importTiles([]).length).toBeGreaterThan(6); // both sections wrap
  });
});
