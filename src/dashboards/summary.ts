// The summary tiles above each report table: totals of the rows shown, rates from the totals
//. At most 6 tiles stand in one row; more wrap onto the next.
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { percentage } from '../../shared/dashboards/rates';

export const TILES_PER_ROW = 6;

export interface Tile {
  /** i18n key under dashboards.report.tiles */
  key: string;
  value: number;
  rate?: boolean;
}

const sum = <T>(rows: readonly T[], pick: (row: T) => number | undefined) =>
  rows.reduce((total, row) => total + (Number(pick(row)) || 0), 0);

export const importTiles = (rows: readonly ImportMetric[]): Tile[] => {
  const received = sum(rows, (r) => r.rows_received);
  const rejected = sum(rows, (r) => r.rows_reject);
  return [
    { key: 'files', value: rows.length },
    { key: 'received', value: received },
    { key: 'accepted', value: sum(rows, (r) => r.rows_accept) },
    { key: 'imported', value: sum(rows, (r) => r.rows_imported) },
    { key: 'swept', value: sum(rows, (r) => r.users_swept) },
    { key: 'rejected', value: rejected },
    { key: 'rejectRate', value: percentage(rejected, received), rate: true },
  ];
};

export const callProgramTiles = (rows: readonly CallProgramMetric[]): Tile[] => {
  const transfers = sum(rows, (r) => r.transfer_count);
  return [
    { key: 'programs', value: rows.length },
    { key: 'outbound', value: sum(rows, (r) => r.ob_called) },
    { key: 'inbound', value: sum(rows, (r) => r.ib_called) },
    {
      key: 'remaining',
      value: sum(rows, (r) => (r.recipient_remaining_att_1 ?? 0) + (r.recipient_remaining_att_2 ?? 0) + (r.recipient_remaining_att_3 ?? 0)),
    },
    { key: 'totalRecipients', value: sum(rows, (r) => r.total_recipients) },
    { key: 'swept', value: sum(rows, (r) => r.recipients_swept) },
    { key: 'transfers', value: transfers },
    {
      key: 'transferRate',
      value: percentage(
        transfers,
        sum(rows, (r) => r.total_calls_made_cnt),
      ),
      rate: true,
    },
  ];
};

/** How many tiles one row of the grid holds: all of them up to 6, else 6 (the rest wrap). */
export const tileColumns = (count: number): number => Math.max(1, Math.min(count, TILES_PER_ROW));
