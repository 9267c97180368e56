// A bulk plan over many rows, made in slices with the page's other work between them: after
// "select all" at 100k users, keying the rows and planning them in one task held the page for
// about 80 ms (bench/selectAll.ts), where input should wait no more than a frame or two. Slices
// of 25,000 take 15-20 ms each there; slices of 10,000 made the question twice as slow to come.
import type { Identifier, RaRecord } from 'react-admin';
import type { BulkPlan } from './bulkPlan';

/** Rows keyed or planned per task. */
export const SLICE = 25_000;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Asked between slices: the question was closed, so the rest is not worth making. */
type Stopped = () => boolean;

/** The rows by id (as text), keyed a slice per task; those keyed so far once `stopped`. */
export const keyRowsInSlices = async (rows: readonly RaRecord[], stopped: Stopped = () => false): Promise<Map<string, RaRecord>> => {
  const byId = new Map<string, RaRecord>();
  for (let start = 0; start < rows.length; start += SLICE) {
    if (start > 0) await nextTask();
    if (stopped()) break;
    for (const row of rows.slice(start, start + SLICE)) byId.set(String(row.id), row);
  }
  return byId;
};

/** planBulk over the ids a slice per task; the same plan, in the same order (a part of it once `stopped`). */
export const planInSlices = async (
  ids: readonly Identifier[],
  planSlice: (ids: readonly Identifier[]) => BulkPlan,
  stopped: Stopped = () => false,
): Promise<BulkPlan> => {
  const plan: BulkPlan = { send: [], skipped: [] };
  for (let start = 0; start < ids.length; start += SLICE) {
    if (start > 0) await nextTask();
    if (stopped()) break;
    const part = planSlice(ids.slice(start, start + SLICE));
    for (const id of part.send) plan.send.push(id);
    for (const skipped of part.skipped) plan.skipped.push(skipped);
  }
  return plan;
};
