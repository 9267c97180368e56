import { useEffect, useState } from 'react';
import { Box, IconButton, TextField, Typography } from '@mui/material';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import LastPageIcon from '@mui/icons-material/LastPage';
import NavigateBeforeIcon from '@mui/icons-material/NavigateBefore';
import NavigateNextIcon from '@mui/icons-material/NavigateNext';
import { useListContext, useTranslate } from 'react-admin';

// First, previous, next, last and a page-number box (seed 000 shared widgets); react-admin's
// <Pagination> has no page box, so this one drives the same list context.
export const ListPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage } = useListContext();
  const pages = Math.max(1, Math.ceil(total / perPage));
  const [box, setBox] = useState(String(page));
  useEffect(() => setBox(String(page)), [page]);
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages, setPage]);
  const go = (target: number) => setPage(Math.min(pages, Math.max(1, target)));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Box component="nav" aria-label={translate('table.pagination')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, py: 1 }}>
      <Typography variant="body2" sx={{ mr: 2 }}>
        {translate('table.range', { from, to, total })}
      </Typography>
      <IconButton aria-label={translate('table.first')} onClick={() => go(1)} disabled={page <= 1} size="small">
        <FirstPageIcon />
      </IconButton>
      <IconButton aria-label={translate('table.previous')} onClick={() => go(page - 1)} disabled={page <= 1} size="small">
        <NavigateBeforeIcon />
      </IconButton>
      <TextField
        size="small"
        value={box}
        onChange={(e) => setBox(e.target.value.replace(/\D/g, ''))}
        onBlur={() => go(Number(box) || 1)}
        onKeyDown={(e) => e.key === 'Enter' && go(Number(box) || 1)}
        slotProps={{ htmlInput: { 'aria-label': translate('table.page'), inputMode: 'numeric', style: { width: 48, textAlign: 'center' } } }}
      />
      <Typography variant="body2">{translate('table.ofPages', { pages })}</Typography>
      <IconButton aria-label={translate('table.next')} onClick={() => go(page + 1)} disabled={page >= pages} size="small">
        <NavigateNextIcon />
      </IconButton>
      <IconButton aria-label={translate('table.last')} onClick={() => go(pages)} disabled={page >= pages} size="small">
        <LastPageIcon />
      </IconButton>
    </Box>
  );
};
