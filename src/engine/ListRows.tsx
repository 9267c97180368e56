// The list's table and pagination, drawn together once the list's first answer is in. Drawn
// before it, the empty table's header would change its column widths and the pagination would
// jump down as the rows arrive: the page moving under the reader's eyes (Lighthouse's cumulative
// layout shift; bench/lighthouse.ts). Until then a status line says the list is loading.
import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { ListPagination } from './ListPagination';
import { ResourceTable } from './ResourceTable';

export const ListRows = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { isPending } = useListContext();
  if (isPending)
    return (
      <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
        {translate('ra.page.loading')}
      </Typography>
    );
  return (
    <>
      <ResourceTable config={config} />
      <ListPagination />
    </>
  );
};
