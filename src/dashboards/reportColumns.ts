// The columns of the report's two tables, shared by the screen and the
// CSV so both say the same thing. Labels are the metric schemas' titles; rates are recomputed
// from the counts rather than trusted from the answer.
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { formatDuration } from './duration';
import { importTypeText } from '../../shared/dashboards/importTypes';
import { formatRate, rejectRate, transferRate } from '../../shared/dashboards/rates';
import type { Translate } from '../engine/translate';

export interface ReportColumn<Row> {
  field: keyof Row & string;
  /** how the value reads; plain text when absent */
  text?: (row: Row, translate: Translate) => string;
  numeric?: boolean;
  /** a rate: the CSV appends '%' */
  rate?: boolean;
  /** columns under one spanning header ("Remaining") */
  group?: string;
}

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

export const IMPORT_COLUMNS: readonly ReportColumn<ImportMetric>[] = [
  { field: 'account_name' },
  { field: 'file_name' },
  { field: 'import_type', text: (r, t) => importTypeText(r.import_type, (type) => t('dashboards.report.unsupportedType', { type })) },
  { field: 'rows_accept', numeric: true },
  { field: 'rows_imported', numeric: true },
  { field: 'users_swept', numeric: true },
  { field: 'rows_reject', numeric: true },
  { field: 'rows_reject_rate', numeric: true, rate: true, text: (r) => formatRate(rejectRate(r)) },
  { field: 'duration', numeric: true, text: (r) => formatDuration(r.duration) },
  { field: 'status' },
];

export const CALL_PROGRAM_COLUMNS: readonly ReportColumn<CallProgramMetric>[] = [
  { field: 'call_status' },
  { field: 'account_name' },
  { field: 'program_name' },
  { field: 'call_id', numeric: true },
  { field: 'throttle_setting', numeric: true },
  { field: 'ob_called', numeric: true },
  { field: 'ib_called', numeric: true },
  { field: 'recipient_remaining_att_1', numeric: true, group: 'remaining' },
  { field: 'recipient_remaining_att_2', numeric: true, group: 'remaining' },
  { field: 'recipient_remaining_att_3', numeric: true, group: 'remaining' },
  { field: 'total_recipients', numeric: true },
  { field: 'recipients_swept', numeric: true },
  { field: 'transfer_count', numeric: true },
  { field: 'transfer_rate', numeric: true, rate: true, text: (r) => formatRate(transferRate(r)) },
];

export const cellText = <Row>(column: ReportColumn<Row>, row: Row, translate: Translate): string =>
  column.text ? column.text(row, translate) : plain(row[column.field]);
