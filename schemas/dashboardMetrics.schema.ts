// Dashboard report data: the rows of GET
// /dashboard-service/dashboards/{id}/metrics/{x}. Titles are the report's column labels.
import type { FromSchema, Schema } from './ext';
import { label, list } from './fields';

const count = <T extends string>(title: T) => ({ type: 'integer', title, minimum: 0 }) as const;
const rate = <T extends string>(title: T) => ({ type: 'number', title, minimum: 0 }) as const;

export const importMetricSchema = {
  type: 'object',
  title: 'Import',
  properties: {
    account_id: { type: 'integer', title: 'Account ID' },
    account_name: label('Account'),
    file_name: label('File Name'),
    import_type: label('Import Type'),
    rows_received: count('Received'),
    rows_accept: count('Accepted'),
    rows_imported: count('Imported'),
    users_swept: count('Swept'),
    rows_reject: count('Rejected'),
    rows_reject_rate: rate('Rejected %'),
    /** seconds */
    duration: count('Duration (hh:mm)'),
    status: label('Status'),
  },
} as const satisfies Schema;

export type ImportMetric = FromSchema<typeof importMetricSchema>;

export const callProgramMetricSchema = {
  type: 'object',
  title: 'Call Program',
  properties: {
    call_status: label('Status'),
    account_id: { type: 'integer', title: 'Account ID' },
    account_name: label('Account'),
    program_name: label('Program'),
    call_id: { type: 'integer', title: 'Call ID' },
    throttle_setting: count('Throttle Setting'),
    ob_called: count('Outbound'),
    ib_called: count('Inbound'),
    recipient_remaining_att_1: count('Att 1'),
    recipient_remaining_att_2: count('Att 2'),
    recipient_remaining_att_3: count('Att 3'),
    total_recipients: count('Total Recipients'),
    recipients_swept: count('Swept'),
    transfer_count: count('Transfers'),
    transfer_rate: rate('Transfers %'),
    total_calls_made_cnt: count('Total Calls Made'),
  },
} as const satisfies Schema;

export type CallProgramMetric = FromSchema<typeof callProgramMetricSchema>;

/** A report's rows: the platform answers them, a body never holds them; bounded all the same. */
export const MAX_REPORT_ROWS = 100_000;

/** The metrics call's answer: today's imports, and the call programs of the period asked for. */
// The dashboard report's answer (its type only), not an entity: every exported <name>Schema is
// one (found by file).
export const dashboardMetricsShape = {
  type: 'object',
  title: 'Dashboard Report',
  properties: {
    period: { type: 'string', enum: ['today', 'alltime'] },
    import_metrics: list('Imports', importMetricSchema, MAX_REPORT_ROWS),
    call_program_metrics: list('Call Programs', callProgramMetricSchema, MAX_REPORT_ROWS),
  },
  required: ['period', 'import_metrics', 'call_program_metrics'],
} as const satisfies Schema;

export type DashboardMetrics = FromSchema<typeof dashboardMetricsShape>;
