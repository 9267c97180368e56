// The editor table's paginator (seed 001 section 2.4): first, previous, a page box, '/ total',
// next, last, and Rows Per Page 5, 10, 25, 50.
import { useEffect, useState } from 'react';
import { Box, IconButton, MenuItem, TextField, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useTranslate } from 'react-admin';
import { ROWS_PER_PAGE, clampPage } from '../../dashboards/editorRows';

interface Props {
  page: number;
  pages: number;
  perPage: number;
  onPage: (page: number) => void;
  onPerPage: (perPage: number) => void;
}

export const EditorPaginator = ({ page, pages, perPage, onPage, onPerPage }: Props) => {
  const translate = useTranslate();
  const [box, setBox] = useState(String(page));
  useEffect(() => setBox(String(page)), [page]);
  const go = (target: number) => {
    const next = clampPage(target, pages);
    setBox(String(next));
    onPage(next);
  };
  return (
    <Box component="nav" aria-label={translate('dashboards.editor.filters')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, py: 1, flexWrap: 'wrap' }}>
      <IconButton aria-label={translate('dashboards.paginator.first')} onClick={() => go(1)} disabled={page <= 1} size="small">
        <FirstPageIcon />
      </IconButton>
      <IconButton aria-label={translate('dashboards.paginator.previous')} onClick={() => go(page - 1)} disabled={page <= 1} size="small">
        <NavigateBeforeIcon />
      </IconButton>
      <TextField
        size="small"
        value={box}
        onChange={(e) => setBox(e.target.value.replace(/\D/g, ''))}
        onBlur={() => go(Number(box))}
        onKeyDown={(e) => e.key === 'Enter' && go(Number(box))}
        slotProps={{ htmlInput: { 'aria-label': translate('dashboards.paginator.page'), inputMode: 'numeric', style: { width: 40, textAlign: 'center' } } }}
      />
      <Typography variant="body2">{translate('dashboards.paginator.total', { total: pages })}</Typography>
      <IconButton aria-label={translate('dashboards.paginator.next')} onClick={() => go(page + 1)} disabled={page >= pages} size="small">
        <NavigateNextIcon />
      </IconButton>
      <IconButton aria-label={translate('dashboards.paginator.last')} onClick={() => go(pages)} disabled={page >= pages} size="small">
        <LastPageIcon />
      </IconButton>
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
