import { useEffect } from 'react';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { PageControls } from './PageControls';

// The range, then first, previous, page box, next, last (the shared widgets of the requirements); react-admin's
// <Pagination> has no page box, so this one drives the same list context.
export const ListPagination = () => {
  const translate = useTranslate();
  const { page, perPage, total = 0, setPage, isPending } = useListContext();
  const pages = Math.max(1, Math.ceil(total / perPage));
  // A page past the end (rows removed, a narrower filter) steps back to the last one; not while
  // the rows load, or a page read from the address would be lost before the count is known.
  useEffect(() => {
    if (!isPending && page > pages) setPage(pages);
  }, [isPending, page, pages, setPage]);
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <Box
      component="nav"
      aria-label={translate('table.pagination')}
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 0.5, py: 1 }}
    >
      <Typography variant="body2" sx={{ mr: 2 }}>
        {translate('table.range', { from, to, total })}
      </Typography>
      <PageControls page={page} pages={pages} onPage={setPage} pagesLabel={translate('table.ofPages', { pages })} />
    </Box>
  );
};
