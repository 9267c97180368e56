// What the Call Programs chart draws: per program, the work done (outbound, inbound, transfers)
// stacked against what remains (Remaining Att 1, Att 2, Att 3), the programs furthest behind
// first. The figures are the table's own columns, so the chart and the table say the same.
import type { CallProgramMetric } from '../../../schemas/index';

/** At most this many bars: past it the chart would no longer read; the table keeps every row. */
export const PROGRAM_CHART_LIMIT = 20;

export interface ProgramBar {
  /** the table's Program and Account */
  program: string;
  account: string;
  status: string;
  outbound: number;
  inbound: number;
  transfers: number;
  att1: number;
  att2: number;
  att3: number;
  /** what remains over done and remaining together, 0..1 */
  behind: number;
}

const count = (value: number | undefined) => Number(value) || 0;

/** Which light is further behind when the shares tie: a held program before a running one, both before the rest. */
const LIGHT_ORDER: Record<string, number> = { paused: 0, 'in-progress': 1 };
const lightRank = (status: string) => LIGHT_ORDER[status.trim().toLowerCase()] ?? 2;

/** How far behind a program is: what remains as a share of done plus remaining (0 when both are 0). */
export const behindShare = (row: CallProgramMetric): number => {
  const done = count(row.ob_called) + count(row.ib_called) + count(row.transfer_count);
  const remaining = count(row.recipient_remaining_att_1) + count(row.recipient_remaining_att_2) + count(row.recipient_remaining_att_3);
  return done + remaining === 0 ? 0 : remaining / (done + remaining);
};

/**
 * Orders two programs, the one further behind first: the larger remaining share, then by traffic
 * light (Paused, In-Progress, then any other status); a full tie keeps the table's order.
 */
export const furtherBehindFirst = (a: CallProgramMetric, b: CallProgramMetric): number =>
  behindShare(b) - behindShare(a) || lightRank(String(a.call_status ?? '')) - lightRank(String(b.call_status ?? ''));

const barOf = (row: CallProgramMetric, behind: number): ProgramBar => ({
  program: String(row.program_name ?? ''),
  account: String(row.account_name ?? ''),
  status: String(row.call_status ?? ''),
  outbound: count(row.ob_called),
  inbound: count(row.ib_called),
  transfers: count(row.transfer_count),
  att1: count(row.recipient_remaining_att_1),
  att2: count(row.recipient_remaining_att_2),
  att3: count(row.recipient_remaining_att_3),
  behind,
});

/**
 * The `limit` programs furthest behind, in that order (furtherBehindFirst), and how many there
 * are. Each share is worked out once and only the drawn ones are kept in order, not all of them
 * sorted: a dashboard of 10,000 programs draws 20.
 */
export const programChartData = (rows: readonly CallProgramMetric[], limit = PROGRAM_CHART_LIMIT) => {
  const top: { row: CallProgramMetric; behind: number; rank: number; index: number }[] = [];
  const before = (a: (typeof top)[number], b: (typeof top)[number]) => b.behind - a.behind || a.rank - b.rank || a.index - b.index;
  rows.forEach((row, index) => {
    const entry = { row, behind: behindShare(row), rank: lightRank(String(row.call_status ?? '')), index };
    if (top.length === limit && before(top[limit - 1], entry) <= 0) return;
    let at = top.length;
    while (at > 0 && before(entry, top[at - 1]) < 0) at--;
    top.splice(at, 0, entry);
    if (top.length > limit) top.pop();
  });
  return { bars: top.map((t) => barOf(t.row, t.behind)), total: rows.length };
};
