import { describe, expect, it } from 'vitest';
import type { CallProgramMetric, ImportMetric } from '../../schemas/index';
import { buildDashboardCsv, csvFileName } from './dashboardCsv';
import { testTranslate } from './testTranslate';

const imports: ImportMetric[] = [
  {
    account_id: 10001,
    account_name: 'Riverside Regional Medical Center',
    file_name: 'recipients_1.csv',
    import_type: 'import_recipient',
    rows_received: 480,
    rows_accept: 468,
    rows_imported: 466,
    users_swept: 3,
    rows_reject: 12,
    rows_reject_rate: 2.5,
    duration: 3725,
    status: 'Completed',
  },
  {
    account_id: 10002,
    account_name: 'Riverside, Cardiology',
    file_name: '=cmd|calc.csv',
    import_type: 'import_fax',
    rows_received: 0,
    rows_accept: 0,
    rows_imported: 0,
    users_swept: 0,
    rows_reject: 0,
    rows_reject_rate: 0,
    duration: 59,
    status: 'Failed',
  },
];
const callPrograms: CallProgramMetric[] = [
  {
    call_status: 'In-Progress',
    account_id: 10001,
    account_name: 'Riverside Regional Medical Center',
    program_name: 'Flu Shot Reminder',
    call_id: 7001,
    throttle_setting: 40,
    ob_called: 90,
    ib_called: 4,
    recipient_remaining_att_1: 10,
    recipient_remaining_att_2: 5,
    recipient_remaining_att_3: 1,
    total_recipients: 120,
    recipients_swept: 2,
    transfer_count: 7,
    transfer_rate: 7.78,
    total_calls_made_cnt: 90,
  },
];

const build = () =>
  buildDashboardCsv(
    {
      name: 'Clinic Ops',
      accountIds: [10001, 10002],
      generatedAt: new Date(2026, 10, 23, 9, 5, 7),
      importType: 'all',
      period: 'alltime',
      imports,
      callPrograms,
    },
    testTranslate,
  );

describe('dashboard CSV', async () => {
  it('is named Dashboard-<timestamp>.csv', async () => {
    expect(csvFileName(new Date(2026, 0, 2, 3, 4, 5))).toBe('Dashboard-20260102030405.csv');
  });

  it('starts with commented header lines', async () => {
    expect((await build()).split('\n').slice(0, 5)).toEqual([
      '# Engagement Dashboard: Clinic Ops',
      '# Accounts: 10001, 10002',
      '# Generated: 2026-11-23 09:05:07',
      '# Import Type: all',
      '# Call Programs: All Time',
    ]);
  });

  it('has summary and detail blocks for imports and call programs, rates with %', async () => {
    const blocks = (await build()).trimEnd().split('\n\n');
    expect(blocks).toHaveLength(5);
    expect(blocks[1].split('\n')).toEqual([
      '# Imports Today - Summary',
      'Files,Received,Accepted,Imported,Swept,Rejected,Rejected %',
      '2,480,468,466,3,12,2.50%',
    ]);
    expect(blocks[2].split('\n')).toEqual([
      '# Imports Today - Detail',
      'Account,File Name,Import Type,Accepted,Imported,Swept,Rejected,Rejected %,Duration (hh:mm),Status',
      'Riverside Regional Medical Center,recipients_1.csv,import_recipient,468,466,3,12,2.50%,01:02,Completed',
      `"Riverside, Cardiology",'=cmd|calc.csv,Not Supported Type: (import_fax),0,0,0,0,0.00%,00:00,Failed`,
    ]);
    expect(blocks[3].split('\n')).toEqual([
      '# Call Programs (All Time) - Summary',
      'Programs,Outbound,Inbound,Remaining,Total Recipients,Swept,Transfers,Transfers %',
      '1,90,4,16,120,2,7,7.78%',
    ]);
    expect(blocks[4].split('\n')).toEqual([
      '# Call Programs (All Time) - Detail',
      'Status,Account,Program,Call ID,Throttle Setting,Outbound,Inbound,Remaining (Att 1),Remaining (Att 2),Remaining (Att 3),Total Recipients,Swept,Transfers,Transfers %',
      'In-Progress,Riverside Regional Medical Center,Flu Shot Reminder,7001,40,90,4,10,5,1,120,2,7,7.78%',
    ]);
  });

  it('keeps a name with a line break on its comment line', async () => {
    const csv = await buildDashboardCsv(
      { name: 'A\n=B', accountIds: [], generatedAt: new Date(), importType: 'all', period: 'today', imports: [], callPrograms: [] },
      testTranslate,
    );
    expect(csv.split('\n')[0]).toBe('# Engagement Dashboard: A =B');
    expect(csv).toContain('# Call Programs (Today) - Detail\nStatus,Account');
  });
});
