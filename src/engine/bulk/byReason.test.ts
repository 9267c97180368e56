import { describe, expect, it } from 'vitest';
import type { BulkPlan } from './bulkPlan';
import { groupByReason, stayingIds, stayingReasons } from './byReason';
import type { BulkOutcome } from './runBulk';

const translate = (key: string) => `<${key}>`;
const skipped = (id: number, reason: string) => ({ id, name: `row ${id}`, reason });

describe('rows told per reason', () => {
  it('groups rows by reason, reasons in the order first met, and counts each', () => {
    const rows = [skipped(1, 'already disabled'), skipped(2, 'your own login'), skipped(3, 'already disabled')];
    const { ordered, counts } = groupByReason(rows, (row) => row.reason);
    expect(ordered.map((row) => row.id)).toEqual([1, 3, 2]);
    expect(counts).toEqual([
      { reason: 'already disabled', count: 2 },
      { reason: 'your own login', count: 1 },
    ]);
  });

  it('a run leaves selected the rows left out, refused and not sent, and says why per reason', () => {
    const plan: BulkPlan = {
      send: [4, 5, 6, 7],
      skipped: [skipped(1, 'already disabled'), skipped(2, 'already disabled'), skipped(3, 'your own login')],
    };
    const outcome: BulkOutcome = { succeeded: [4], refused: [{ id: 5, message: 'gone' }], notDone: [6, 7], stoppedBy: 'cancel' };
    expect(stayingIds(plan, outcome)).toEqual([1, 2, 3, 5, 6, 7]);
    expect(stayingReasons(translate, plan, outcome)).toEqual([
      { reason: 'already disabled', count: 2 },
      { reason: 'your own login', count: 1 },
      { reason: '<bulk.reasons.refused>', count: 1 },
      { reason: '<bulk.reasons.notSent>', count: 2 },
    ]);
    expect(stayingReasons(translate, plan, { ...outcome, stoppedBy: 'expired' }).at(-1)).toEqual({
      reason: '<bulk.reasons.notDone>',
      count: 2,
    });
    expect(stayingReasons(translate, { send: [4], skipped: [] }, { succeeded: [4], refused: [], notDone: [] })).toEqual([]);
  });
});
