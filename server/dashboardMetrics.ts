// The report data of a dashboard (GET .../metrics/{today|alltime}), generated at request time
// from the fixtures: the accounts and programs of the dashboard's filters seed a small PRNG, so
// the same dashboard always answers the same figures (tests can rely on them) while every
// account and program looks different. Rates use the console's own functions.
import type { CallProgramMetric, DashboardMetrics, ImportMetric } from '../schemas/index';
import { IMPORT_TYPES } from '../shared/dashboards/importTypes';
import { rejectRate, transferRate } from '../shared/dashboards/rates';
import type { Data, DashboardProgramRecord, DashboardRecord } from './types';

export type Period = 'today' | 'alltime';
export const PERIODS: readonly Period[] = ['today', 'alltime'];

/** An import type the console does not know, so the report's 'Not Supported Type: (x)' shows. */
export const UNSUPPORTED_IMPORT_TYPE = 'import_hl7_feed';

/** mulberry32: a tiny deterministic PRNG, good enough for demo figures. */
const prng = (seed: number) => {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const upTo = (rng: () => number, max: number) => Math.floor(rng() * (max + 1));

const importRows = (accountId: number, accountName: string): ImportMetric[] =>
  Array.from({ length: accountId % 4 }, (_, j) => {
    const rng = prng(accountId * 31 + j);
    const type = accountId % 5 === 2 && j === 1 ? UNSUPPORTED_IMPORT_TYPE : IMPORT_TYPES[upTo(rng, IMPORT_TYPES.length - 1)];
    const received = 50 + upTo(rng, 4950);
    const rejected = Math.floor(received * rng() * 0.06);
    const accepted = received - rejected;
    const row: ImportMetric = {
      account_id: accountId,
      account_name: accountName,
      file_name: `${type.replace(/^import_/, '')}_${accountId}_${String(j + 1).padStart(2, '0')}.csv`,
      import_type: type,
      rows_received: received,
      rows_accept: accepted,
      rows_imported: accepted - Math.floor(accepted * rng() * 0.02),
      users_swept: upTo(rng, 25),
      rows_reject: rejected,
      rows_reject_rate: 0,
      duration: 30 + upTo(rng, 7000),
      status: accountId % 3 === 0 && j === 0 ? 'Processing' : 'Completed',
    };
    return { ...row, rows_reject_rate: rejectRate(row) };
  });

const callProgramRow = (program: DashboardProgramRecord, accountName: string, period: Period): CallProgramMetric => {
  const rng = prng(program.program_id * 17);
  const idle = program.call_status === 'Scheduled';
  const outbound = idle ? 0 : upTo(rng, Math.min(program.total_recipients, 600));
  const inbound = idle ? 0 : upTo(rng, 40);
  const att1 = upTo(rng, Math.floor(program.total_recipients * 0.3));
  const att2 = Math.floor(att1 * 0.5 * rng());
  const att3 = Math.floor(att2 * 0.5 * rng());
  const transfers = Math.floor((outbound + inbound) * rng() * 0.08);
  const swept = upTo(rng, 20);
  // All time: today's activity times the days the program has run; what remains is today's.
  const days = period === 'alltime' ? 12 + upTo(prng(program.program_id * 17 + 1), 40) : 1;
  const row: CallProgramMetric = {
    call_status: program.call_status,
    account_id: program.account_id,
    account_name: accountName,
    program_name: program.program_name,
    call_id: program.call_id,
    throttle_setting: program.throttle_setting,
    ob_called: outbound * days,
    ib_called: inbound * days,
    recipient_remaining_att_1: att1,
    recipient_remaining_att_2: att2,
    recipient_remaining_att_3: att3,
    total_recipients: period === 'alltime' ? program.total_recipients * Math.ceil(days / 4) : program.total_recipients,
    recipients_swept: swept * days,
    transfer_count: transfers * days,
    transfer_rate: 0,
    total_calls_made_cnt: (outbound + inbound) * days,
  };
  return { ...row, transfer_rate: transferRate(row) };
};

export const dashboardMetrics = (dashboard: DashboardRecord, data: Data, period: Period): DashboardMetrics => {
  const accountName = (id: number) => data.accounts.find((a) => a.account_id === id)?.account_name ?? String(id);
  const programs = new Map(data.dashboardPrograms.map((p) => [p.program_id, p]));
  return {
    period,
    import_metrics: dashboard.filters.flatMap((f) => importRows(f.account_id, accountName(f.account_id))),
    call_program_metrics: dashboard.filters.flatMap((f) =>
      f.program_ids.flatMap((id) => {
        const program = programs.get(id);
        return program ? [callProgramRow(program, accountName(f.account_id), period)] : [];
      }),
    ),
  };
};
