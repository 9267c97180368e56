// The report with its charts and "Refresh every minute", against an in-memory platform.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { dashboards } from '../../../resources/dashboards';
import type { DashboardMetrics } from '../../../schemas/index';
import { fails, renderWithPlatform } from '../../engine/__fixtures__/fakePlatform';
import DashboardReportPanel from './DashboardReportPanel';
import { autoRefreshKey } from './autoRefreshChoice';
import { testTime } from '../../../shared/testTime';

const TODAY = 'GET /dashboard-service/dashboards/1/metrics/today';

const metrics = (outbound: number): DashboardMetrics => ({
  period: 'today',
  import_metrics: [
    {
      account_id: 10001,
      account_name: 'Riverside General',
      file_name: 'recipient_10001_01.csv',
      import_type: 'import_recipient',
      rows_received: 1000,
      rows_accept: 930,
      rows_imported: 920,
      users_swept: 4,
      rows_reject: 70,
      rows_reject_rate: 7,
      duration: 90,
      status: 'Completed',
    },
  ],
  call_program_metrics: [
    {
      call_status: 'Paused',
      account_id: 10001,
      account_name: 'Riverside General',
      program_name: 'Flu Shot Reminder',
      call_id: 72001,
      throttle_setting: 10,
      ob_called: outbound,
      ib_called: 2,
      recipient_remaining_att_1: 30,
      recipient_remaining_att_2: 5,
      recipient_remaining_att_3: 1,
      total_recipients: 613,
      recipients_swept: 3,
      transfer_count: 1,
      transfer_rate: 0,
      total_calls_made_cnt: outbound + 2,
    },
  ],
});

const record = { id: 1, engagement_dashboard_name: 'Riverside Outreach Overview', account_ids: [10001] };

const show = (answer: () => unknown) =>
  renderWithPlatform(
    <DashboardReportPanel config={dashboards} mode="show" record={record} close={() => undefined} cancel={() => undefined} />,
    [dashboards],
    { [TODAY]: answer },
  );

// The charts' code (a chunk of its own in the console) is read once before the tests, with a limit
// of its own: on a busy machine the first read of @mui/x-charts takes seconds, which the tests'
// waits for what the report shows should not have to cover.
beforeAll(() => import('./ChartFigure'), testTime(120_000));

afterEach(() => {
  vi.useRealTimers();
});

describe('dashboard report', () => {
  it('draws a chart above each table, titled and described for screen readers, per file for a one-account dashboard', async () => {
    show(() => metrics(40));
    const imports = await screen.findByRole('figure', { name: 'Imported, swept and rejected rows per file' });
    expect(imports).toHaveAccessibleDescription(/One bar per file/);
    expect(imports).toHaveAccessibleDescription(/1 of 1 over 5% rejected, marked "over 5%": recipient_10001_01.csv/);
    expect(within(imports).getByText('7.00% rejected')).toBeInTheDocument();
    expect(within(imports).getByText('over 5%')).toBeInTheDocument();
    const programs = await screen.findByRole('figure', { name: 'Calls done against recipients remaining per program' });
    expect(within(programs).getByRole('img', { name: 'Status Paused' })).toBeInTheDocument();
    expect(within(programs).getByText('Flu Shot Reminder · Riverside General')).toBeInTheDocument();
    // 36 remaining of 43 done plus 36 remaining.
    expect(within(programs).getByText('46% remaining')).toBeInTheDocument();
    // The chart sits above its table, in the same section.
    const section = screen.getByRole('region', { name: 'Imports Today' });
    const table = within(section).getByRole('table', { name: 'Imports Today' });
    expect(imports.compareDocumentPosition(table) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('refreshes every minute once switched on, says when, keeps the choice for the login and dashboard', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let outbound = 40;
    const { calls } = show(() => metrics(outbound));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByText('Flu Shot Reminder · Riverside General');
    const asked = () => calls.filter((c) => c.path.endsWith('/metrics/today')).length;
    expect(asked()).toBe(1);
    const toggle = screen.getByRole('switch', { name: 'Refresh every minute' });
    expect(toggle).not.toBeChecked();
    await user.click(toggle);
    // Real time runs on beside the fake timers (the lazy chart loads meanwhile): a busy machine may
    // read the count a second or two in.
    expect(await screen.findByText(/^Next refresh in (60|59|58) s$/)).toBeInTheDocument();
    expect(localStorage.getItem(autoRefreshKey('', 1))).toBe('true');
    outbound = 55;
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(asked()).toBe(2);
    // The new figures are in the table and the chart's words; the choice made stays.
    await screen.findByRole('cell', { name: '55' });
    expect(await screen.findByText(/^Next refresh in (60|59|58) s$/)).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Refresh every minute' })).toBeChecked();
  });

  it('a failed refresh says so once and keeps the last figures', async () => {
    let fail = false;
    show(() => (fail ? fails('down')() : metrics(40)));
    const user = userEvent.setup();
    await screen.findByText('Flu Shot Reminder · Riverside General');
    fail = true;
    const refresh = screen.getByRole('button', { name: 'Refresh' });
    await user.click(refresh);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred loading Dashboard report data.');
    await vi.waitFor(() => expect(refresh).toBeEnabled(), { timeout: testTime(10_000) });
    await user.click(refresh);
    await vi.waitFor(() => expect(refresh).toBeEnabled(), { timeout: testTime(10_000) });
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('cell', { name: 'recipient_10001_01.csv' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Calls done against recipients remaining per program' })).toBeInTheDocument();
  });
});
