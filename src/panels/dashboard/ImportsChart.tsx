// The Imports Today chart: per account (per file when the dashboard has one account), Imported,
// Swept and Rejected stacked, the rejected share beside each bar, and the accounts past the
// rejected level marked with a sign and words, not colour alone.
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportMetric } from '../../../schemas/index';
import { ReportChart } from './lazyCharts';
import { importChartData, REJECTED_SHARE_LEVEL } from './importChartData';

interface Props {
  rows: readonly ImportMetric[];
  perFile: boolean;
}

const COLOURS = { imported: '#1565c0', swept: '#00796b', rejected: '#c62828' };

export const ImportsChart = ({ rows, perFile }: Props) => {
  const translate = useTranslate();
  const { bars, total, overLevel } = useMemo(() => importChartData(rows, perFile), [rows, perFile]);
  if (bars.length === 0) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`dashboards.report.charts.${key}`, options);
  const level = { level: REJECTED_SHARE_LEVEL };
  const over = bars.filter((b) => b.overLevel);
  const description = [
    t(perFile ? 'importsDescriptionPerFile' : 'importsDescription'),
    overLevel
      ? t('overLevelCount', { ...level, count: overLevel, total, names: over.map((b) => b.label).join(', ') })
      : t('noneOverLevel', level),
    total > bars.length ? t('someShown', { shown: bars.length, total }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <ReportChart
      loading={t('loading')}
      title={t(perFile ? 'importsTitlePerFile' : 'importsTitle')}
      description={description}
      series={(['imported', 'swept', 'rejected'] as const).map((key) => ({
        id: key,
        label: translate(`dashboards.report.tiles.${key}`),
        color: COLOURS[key],
        data: bars.map((b) => b[key]),
      }))}
      rows={bars.map((bar, i) => ({
        key: `${i}`,
        name: bar.label,
        label: (
          <Typography variant="body2" noWrap>
            {bar.label}
          </Typography>
        ),
        value: (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: bar.overLevel ? 600 : 400 }}>
            {t('rejectedShare', { share: bar.rejectedShareText })}
            {bar.overLevel && (
              <Box component="span" data-over-level sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'error.dark' }}>
                <WarningAmberIcon fontSize="small" aria-hidden />
                {t('overLevel', level)}
              </Box>
            )}
          </Box>
        ),
      }))}
    />
  );
};
