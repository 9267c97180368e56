// Imports Today: summary tiles, the import-type dropdown (it narrows tiles and table) and the
// imports table.
import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportMetric } from '../../../schemas/index';
import { IMPORT_TYPE_CHOICES } from '../../../shared/dashboards/importTypes';
import { IMPORT_COLUMNS } from '../../dashboards/reportColumns';
import { importTiles } from '../../dashboards/summary';
import { ReportTable } from './ReportTable';
import { SummaryTiles } from './SummaryTiles';

interface Props {
  rows: readonly ImportMetric[];
  importType: string;
  onImportType: (type: string) => void;
}

export const ImportsSection = ({ rows, importType, onImportType }: Props) => {
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
      <ReportTable
        schema="importMetric"
        columns={IMPORT_COLUMNS}
        rows={rows}
        label={title}
        empty={translate('dashboards.report.noImports')}
      />
    </Box>
  );
};
