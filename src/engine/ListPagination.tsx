import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { PageControls } from './PageControls';

// The range, then first, previous, page box, next, last (the shared widgets of the requirements); react-admin's
// <Pagination> has no page box, so this one drives the same list context.
export const ListPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage } = useListContext();
  const pages = Math.max(1, Math.ceil(total / perPage));
  useEffect(() => {
    if (page > pages) setPage(pages);
  }, [page, pages, setPage]);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Box
      component="nav"
      aria-label={translate('table.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5, py: 1 }}
    >
      <Typography variant="body2" sx={{ mr: 2 }}>
        {translate('table.range', { from, to, total })}
      </Typography>
      <PageControls page={page} pages={pages} onPage={setPage} pagesLabel={translate('table.ofPages', { pages })} />
    </Box>
  );
};
