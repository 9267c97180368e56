// The editor table's paginator: first, previous, a page box, '/ total',
// next, last, and Rows Per Page 5, 10, 25, 50.
import { Box, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { PageControls } from '../../engine/PageControls';
import { ROWS_PER_PAGE } from '../../dashboards/editorRows';

interface Props {
  page: number;
  pages: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export const EditorPaginator = ({ page, pages, perPage, onPage, onPerPage }: Props) => {
  const translate = useTranslate();
  return (
    <Box
      component="nav"
      aria-label={translate('dashboards.editor.filters')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, py: 1, flexWrap: 'wrap' }}
    >
      <PageControls page={page} pages={pages} onPage={onPage} pagesLabel={translate('dashboards.paginator.total', { total: pages })} />
      <TextField
        select
        size="small"
        label={translate('dashboards.paginator.rowsPerPage')}
        value={perPage}
        onChange={(e) => onPerPage(Number(e.target.value))}
        sx={{ ml: 2, minWidth: 130 }}
      >
        {ROWS_PER_PAGE.map((n) => (
          <MenuItem key={n} value={n}>
            {n}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
};
