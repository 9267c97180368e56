// Imports Today: summary tiles, the import-type dropdown (it narrows tiles, chart and table), the
// chart (per account, per file when the dashboard has one account) and the imports table.
import { memo } from 'react';
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportMetric } from '../../../schemas/index';
import { IMPORT_TYPE_CHOICES } from '../../../shared/dashboards/importTypes';
import { IMPORT_COLUMNS } from '../../dashboards/reportColumns';
import { importTiles } from '../../dashboards/summary';
import { ImportsChart } from './ImportsChart';
import { ReportTable } from './ReportTable';
import { SummaryTiles } from './SummaryTiles';

interface Props {
  rows: readonly ImportMetric[];
  importType: string;
  onImportType: (type: string) => void;
  /** one bar per file rather than per account: the dashboard has a single account */
  perFile: boolean;
}

export const ImportsSection = memo(function ImportsSection({ rows, importType, onImportType, perFile }: Props) {
  const translate = useTranslate();
  const title = translate('dashboards.report.imports');
  return (
    <Box component="section" aria-label={title} sx={{ mb: 4 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h3">
          {title}
        </Typography>
        <TextField
          select
          size="small"
          label={translate('dashboards.report.importType')}
          value={importType}
          onChange={(e) => onImportType(e.target.value)}
          sx={{ minWidth: 260 }}
        >
          {IMPORT_TYPE_CHOICES.map((type) => (
            <MenuItem key={type} value={type}>
              {type}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <SummaryTiles tiles={importTiles(rows)} label={title} />
      {rows.length > 0 && <ImportsChart rows={rows} perFile={perFile} />}
      <ReportTable
        schema="importMetric"
        columns={IMPORT_COLUMNS}
        rows={rows}
        label={title}
        empty={translate('dashboards.report.noImports')}
      />
    </Box>
  );
});
