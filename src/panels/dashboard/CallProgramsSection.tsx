// Call Programs: the Today / All Time choice (it changes the metrics call), summary tiles, the
// chart (done against remaining, furthest behind first) and the call-program table with its
// traffic lights.
import { memo } from 'react';
import { Box, FormControlLabel, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CallProgramMetric } from '../../../schemas/index';
import type { Period } from '../../dashboards/dashboardCsv';
import { CALL_PROGRAM_COLUMNS } from '../../dashboards/reportColumns';
import { callProgramTiles } from '../../dashboards/summary';
import { ProgramsChart } from './ProgramsChart';
import { ReportTable } from './ReportTable';
import { StatusLight } from './StatusLight';
import { SummaryTiles } from './SummaryTiles';

interface Props {
  rows: readonly CallProgramMetric[];
  period: Period;
  onPeriod: (period: Period) => void;
}

const PERIODS: readonly Period[] = ['today', 'alltime'];

export const CallProgramsSection = memo(function CallProgramsSection({ rows, period, onPeriod }: Props) {
  const translate = useTranslate();
  const title = translate('dashboards.report.callPrograms');
  return (
    <Box component="section" aria-label={title}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <RadioGroup
          row
          aria-label={translate('dashboards.report.period')}
          value={period}
          onChange={(e) => onPeriod(e.target.value as Period)}
        >
          {PERIODS.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio size="small" />} label={translate(`dashboards.report.${p}`)} />
          ))}
        </RadioGroup>
      </Box>
      <SummaryTiles tiles={callProgramTiles(rows)} label={title} />
      {rows.length > 0 && <ProgramsChart rows={rows} />}
      <ReportTable
        schema="callProgramMetric"
        columns={CALL_PROGRAM_COLUMNS}
        rows={rows}
        label={title}
        empty={translate('dashboards.report.noCallPrograms')}
        renderCell={(column, _row, text) => (column.field === 'call_status' ? <StatusLight status={text} /> : text)}
      />
    </Box>
  );
});
