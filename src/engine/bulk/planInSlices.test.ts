import type { Identifier, RaRecord } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { SYS_ADMIN } from '../../../language/roles';
import type { ResourceConfig } from '../../../language/types';
import { screens } from '../../../resources';
import { bulkActionsOf } from './bulkActions';
import { planBulk } from './bulkPlan';
import { keyRowsInSlices, planInSlices, SLICE } from './planInSlices';

const users = screens.find((s) => s.name === 'users') as ResourceConfig;
const disable = bulkActionsOf(users, SYS_ADMIN).find((a) => a.key === 'disable')!;
const COUNT = SLICE * 2 + 7;
const rows: RaRecord[] = Array.from({ length: COUNT }, (_, i) => ({ id: i + 1, email: `u${i + 1}@x.io`, enabled: i % 3 }));
const ids: Identifier[] = [...rows.map((r) => r.id), COUNT + 1];
const nameOf = (row: RaRecord | undefined, id: Identifier) => String(row?.email ?? id);
const translate = (key: string) => key;

/** How many timers ran while `work` was under way: the page's other work between slices. */
const timersDuring = async <T>(work: () => Promise<T>) => {
  let ticks = 0;
  let running = true;
  const tick = () => {
    ticks++;
    if (running) setTimeout(tick, 0);
  };
  setTimeout(tick, 0);
  const result = await work();
  running = false;
  return { result, ticks };
};

describe('a bulk plan in slices', () => {
  it('keys the rows and plans them as in one go, letting other work run between slices', async () => {
    const keyed = await timersDuring(() => keyRowsInSlices(rows));
    expect(keyed.result).toEqual(new Map(rows.map((r) => [String(r.id), r])));
    const planned = await timersDuring(() =>
      planInSlices(ids, (slice) => planBulk(translate, users, disable, slice, keyed.result, nameOf, '2')),
    );
    const whole = planBulk(translate, users, disable, ids, keyed.result, nameOf, '2');
    expect(planned.result.send).toEqual(whole.send);
    expect(planned.result.skipped.map((s) => [s.id, s.name, s.reason])).toEqual(whole.skipped.map((s) => [s.id, s.name, s.reason]));
    expect(keyed.ticks).toBeGreaterThanOrEqual(2);
    expect(planned.ticks).toBeGreaterThanOrEqual(2);
  });

  it('stops between slices once the question is closed', async () => {
    let slices = 0;
    const plan = await planInSlices(
      ids,
      (slice) => (slices++, planBulk(translate, users, disable, slice, new Map(), nameOf)),
      () => slices >= 1,
    );
    expect(slices).toBe(1);
    expect(plan.skipped).toHaveLength(SLICE);
    let keyed = 0;
    const rowsKeyed = await keyRowsInSlices(rows, () => ++keyed > 1);
    expect(rowsKeyed.size).toBe(SLICE);
  });
});
