// The dashboard report: the View mode of a dashboard, full
// screen at /dashboard/<id>/show. Name heading, the account ids, Cancel, Download CSV and
// Refresh, "Refresh every minute", then Imports Today and Call Programs from
// GET .../metrics/{today|alltime}. A refresh keeps what is shown (data, choices, scroll) until the
// new answer is in; a failed one shows the report's error once and keeps the last data.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { Box, Button, CircularProgress, LinearProgress, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useNotify, useTranslate } from 'react-admin';
import { useSession } from '../../auth/useSession';
import { buildDashboardCsv, csvFileName, type Period } from '../../dashboards/dashboardCsv';
import { ALL_IMPORT_TYPES, rowsOfType } from '../../../shared/dashboards/importTypes';
import { ErrorBanner } from '../../engine/ErrorBanner';
import { failureMessage } from '../../engine/failureMessage';
import type { ModeProps } from '../../engine/modeProps';
import { useMetrics } from './useMetrics';
import { CallProgramsSection } from './CallProgramsSection';
import { downloadText } from '../../export/downloadText';
import { AutoRefreshSwitch } from './AutoRefreshSwitch';
import { ImportsSection } from './ImportsSection';
import { preloadCharts } from './lazyCharts';
import { useAutoRefresh } from './useAutoRefresh';
import { useRefreshSpinner } from './useRefreshSpinner';

const accountIdsOf = (value: unknown): (number | string)[] => (Array.isArray(value) ? value : []);

const DashboardReportPanel = ({ config, mode, record, cancel }: ModeProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const form = config.forms[mode]!;
  useEffect(preloadCharts, []);
  const [period, setPeriod] = useState<Period>('today');
  const [importType, setImportType] = useState<string>(ALL_IMPORT_TYPES);
  const metrics = useMetrics(config.name, form.endpoint ?? 'metrics', { id: record!.id, period });
  const reload = useCallback(() => metrics.refetch(), [metrics]);
  const session = useSession();
  const auto = useAutoRefresh({ login: String(session?.login_id ?? session?.email ?? ''), dashboardId: record!.id, reload });
  // The button goes through the clock too: a click while its call is in flight joins that call.
  const { spinning, refresh } = useRefreshSpinner(auto.refresh);
  const name = String(record?.engagement_dashboard_name ?? '');
  const accountIds = accountIdsOf(record?.account_ids);
  // A new answer is drawn in the background, a few milliseconds at a time, so a large report
  // never holds the page; the same arrays while the answer and the choice stay, so the sections
  // are not drawn again for nothing (a spinner turning, a switch flipped).
  const data = useDeferredValue(metrics.data);
  const imports = useMemo(() => rowsOfType(data?.import_metrics ?? [], importType), [data, importType]);
  const callPrograms = useMemo(() => data?.call_program_metrics ?? [], [data]);

  const download = () => {
    const now = new Date();
    buildDashboardCsv({ name, accountIds, generatedAt: now, importType, period, imports, callPrograms }, translate).then(
      (csv) => downloadText(csvFileName(now), csv),
      (error: unknown) => notify(failureMessage(translate, error, 'dashboards.csv.failed'), { type: 'error' }),
    );
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <Box>
          <Typography variant="h5" component="h2">
            {name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {translate('dashboards.report.accounts', { ids: accountIds.join(', ') })}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button onClick={cancel}>{translate('dashboards.report.cancel')}</Button>
          <Button variant="outlined" startIcon={<DownloadIcon />} onClick={download} disabled={!data}>
            {translate('dashboards.report.download')}
          </Button>
          <Button
            variant="contained"
            onClick={refresh}
            disabled={spinning}
            startIcon={
              spinning ? (
                <CircularProgress size={16} color="inherit" aria-label={translate('dashboards.report.refreshing')} />
              ) : (
                <RefreshIcon />
              )
            }
          >
            {translate('dashboards.report.refresh')}
          </Button>
          <AutoRefreshSwitch on={auto.on} onChange={auto.setOn} clock={auto.clock} />
        </Box>
      </Box>
      {metrics.isPending && <LinearProgress />}
      {metrics.error && <ErrorBanner message={failureMessage(translate, metrics.error, 'dashboards.errors.report', form.endpoint)} />}
      <ImportsSection rows={imports} importType={importType} onImportType={setImportType} perFile={accountIds.length === 1} />
      <CallProgramsSection rows={callPrograms} period={period} onPeriod={setPeriod} />
    </Box>
  );
};
export default DashboardReportPanel;
