// The Call Programs chart: per program, Outbound, Inbound and Transfers done, then Remaining Att 1,
// Att 2 and Att 3, the programs furthest behind first, each with its traffic light and the share
// that remains in words.
import { Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { CallProgramMetric } from '../../../schemas/index';
import { ReportChart } from './lazyCharts';
import { programChartData, type ProgramBar } from './programChartData';
import { StatusLight } from './StatusLight';

const SERIES: readonly {
  key: keyof ProgramBar & ('outbound' | 'inbound' | 'transfers' | 'att1' | 'att2' | 'att3');
  text: string;
  color: string;
}[] = [
  { key: 'outbound', text: 'dashboards.report.tiles.outbound', color: '#1565c0' },
  { key: 'inbound', text: 'dashboards.report.tiles.inbound', color: '#00796b' },
  { key: 'transfers', text: 'dashboards.report.tiles.transfers', color: '#6a1b9a' },
  { key: 'att1', text: 'dashboards.report.charts.att1', color: '#e65100' },
  { key: 'att2', text: 'dashboards.report.charts.att2', color: '#ad1457' },
  { key: 'att3', text: 'dashboards.report.charts.att3', color: '#5d4037' },
];

export const ProgramsChart = ({ rows }: { rows: readonly CallProgramMetric[] }) => {
  const translate = useTranslate();
  const { bars, total } = useMemo(() => programChartData(rows), [rows]);
  if (bars.length === 0) return null;
  const t = (key: string, options?: Record<string, unknown>) => translate(`dashboards.report.charts.${key}`, options);
  const description = [t('programsDescription'), total > bars.length ? t('someShown', { shown: bars.length, total }) : '']
    .filter(Boolean)
    .join(' ');
  return (
    <ReportChart
      loading={t('loading')}
      title={t('programsTitle')}
      description={description}
      series={SERIES.map((s) => ({ id: s.key, label: translate(s.text), color: s.color, data: bars.map((b) => b[s.key]) }))}
      rows={bars.map((bar, i) => {
        const name = bar.account ? `${bar.program} · ${bar.account}` : bar.program;
        return {
          key: `${i}`,
          name,
          label: (
            <>
              <StatusLight status={bar.status} />
              <Typography variant="body2" noWrap>
                {name}
              </Typography>
            </>
          ),
          value: t('remainingShare', { share: Math.round(bar.behind * 100) }),
        };
      })}
    />
  );
};
