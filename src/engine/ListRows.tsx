// The list's table and pagination, drawn together once the list's first answer is in. Drawn
// before it, the empty table's header would change its column widths and the pagination would
// jump down as the rows arrive: the page moving under the reader's eyes (Lighthouse's cumulative
// layout shift; bench/lighthouse.ts). Until then a status line says the list is loading.
import { Suspense, useDeferredValue } from 'react';
import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { ListPagination } from './ListPagination';
import { ResourceTable } from './ResourceTable';
import { NarrowRows } from './NarrowRows';
import { useNarrow } from './useNarrow';

export const ListRows = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { isPending } = useListContext();
  // The table, its rows and its pagination mount when the first answer is in: react-admin hands
  // that answer over in an update React draws in one piece (a store update), about 100 ms at
  // start-up with every MUI part styled for the first time. Drawn as a deferred value, the loading
  // line stays for that update and the table mounts in slices right after (bench/: the longest
  // main-thread task before the first rows). Later answers draw at once as before.
  const loaded = !useDeferredValue(isPending, true);
  const narrow = useNarrow();
  const loading = (
    <Typography role="status" variant="body2" color="text.secondary" sx={{ py: 1 }}>
      {translate('ra.page.loading')}
    </Typography>
  );
  if (isPending || !loaded) return loading;
  return (
    <Suspense fallback={loading}>
      {narrow ? <NarrowRows config={config} /> : <ResourceTable config={config} />}
      <ListPagination />
    </Suspense>
  );
};
