// Report rates: rejected / received and transfers / total calls made, as a
// percentage rounded to 2 decimals. Nothing received or no call made is a rate of 0, not NaN.
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';

/** part / whole as a percentage rounded to 2 decimals (0 when whole is 0 or not a number). */
export const percentage = (part: number, whole: number): number => {
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole <= 0) return 0;
  // Rounding the scaled integer avoids 1.005 → 1.00 float surprises of toFixed.
  return Math.round((part / whole) * 10000 + Number.EPSILON) / 100;
};

export const rejectRate = (row: Pick<ImportMetric, 'rows_reject' | 'rows_received'>): number =>
  percentage(row.rows_reject ?? 0, row.rows_received ?? 0);

export const transferRate = (row: Pick<CallProgramMetric, 'transfer_count' | 'total_calls_made_cnt'>): number =>
  percentage(row.transfer_count ?? 0, row.total_calls_made_cnt ?? 0);

/** A rate as shown and exported: two decimals ("12.50"). */
export const formatRate = (rate: number): string => rate.toFixed(2);
