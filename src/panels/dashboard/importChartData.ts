// What the Imports Today chart draws: one bar per account (per file when the dashboard has a
// single account), stacked Imported / Swept / Rejected, with the rejected share worked out as the
// table's Rejected % is (rejected over received), so the chart and the table say the same.
import type { ImportMetric } from '../../../schemas/index';
import { formatRate, percentage } from '../../../shared/dashboards/rates';

/**
 * The rejected share (percent of the rows received) above which an account is marked: a few
 * percent is the usual noise of a list import; past 5% the file itself is usually wrong.
 */
export const REJECTED_SHARE_LEVEL = 5;

/** At most this many bars: past it the chart would no longer read; the table keeps every row. */
export const IMPORT_CHART_LIMIT = 20;

export interface ImportBar {
  /** the account's name, or the file's when the chart is per file */
  label: string;
  imported: number;
  swept: number;
  rejected: number;
  received: number;
  /** rejected over received, percent rounded to 2 decimals (the table's Rejected %) */
  rejectedShare: number;
  /** the share as the table shows it ("2.91") */
  rejectedShareText: string;
  overLevel: boolean;
}

const count = (value: number | undefined) => Number(value) || 0;

const barOf = (label: string, rows: readonly ImportMetric[]): ImportBar => {
  const total = (pick: (row: ImportMetric) => number | undefined) => rows.reduce((sum, row) => sum + count(pick(row)), 0);
  const received = total((r) => r.rows_received);
  const rejected = total((r) => r.rows_reject);
  const rejectedShare = percentage(rejected, received);
  return {
    label,
    imported: total((r) => r.rows_imported),
    swept: total((r) => r.users_swept),
    rejected,
    received,
    rejectedShare,
    rejectedShareText: formatRate(rejectedShare),
    overLevel: rejectedShare > REJECTED_SHARE_LEVEL,
  };
};

/**
 * The bars, highest rejected share first (ties keep the table's order), at most `limit`.
 * `perFile`: one bar per file (a dashboard of one account), else one per account.
 */
export const importChartData = (rows: readonly ImportMetric[], perFile: boolean, limit = IMPORT_CHART_LIMIT) => {
  const groups = new Map<string, ImportMetric[]>();
  rows.forEach((row, i) => {
    // Per file: every row is its own bar, even two files of the same name.
    const key = perFile ? `${i}` : String(row.account_id ?? row.account_name ?? '');
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  });
  const bars = [...groups.values()].map((group) =>
    barOf(String((perFile ? group[0].file_name : (group[0].account_name ?? group[0].account_id)) ?? ''), group),
  );
  const sorted = bars.map((bar, i) => ({ bar, i })).sort((a, b) => b.bar.rejectedShare - a.bar.rejectedShare || a.i - b.i);
  return { bars: sorted.slice(0, limit).map((s) => s.bar), total: bars.length, overLevel: bars.filter((b) => b.overLevel).length };
};
