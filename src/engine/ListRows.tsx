// The list's table and pagination, drawn together once the list's first answer is in. Drawn
// before it, the empty table's header would change its column widths and the pagination would
// jump down as the rows arrive: the page moving under the reader's eyes (Lighthouse's cumulative
// layout shift; bench/lighthouse.ts). Until then a status line says the list is loading.
import { lazy, Suspense, useDeferredValue } from 'react';
import { Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../language/types';
import { trackedImport } from '../data/trackedImport';
import { addTexts } from '../i18n/i18nProvider';
import { ListPagination } from './ListPagination';
import { ResourceTable } from './ResourceTable';
import { useRowActions } from './RowActions';
import { useColumnChoice } from './listViews/useColumnChoice';
import { useNarrow } from './useNarrow';

// Phones only: the two-line list, its menu and texts load when the window is narrow, so the
// desktop's first screen (200 KB gzip budget, e2e/firstScreen.test.ts) does not carry them.
const NarrowList = lazy(
  trackedImport(() =>
    Promise.all([import('./NarrowList'), import('../i18n/en/narrowList').then((m) => addTexts(m.narrowList))]).then(([m]) => ({
      default: m.NarrowList,
    })),
  ),
);

/** The narrow list's records, columns, actions and sort, read here as the table reads them; the lazy list draws them. */
const NarrowRows = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { data, sort, setSort } = useListContext();
  const { columns } = useColumnChoice(config);
  const { actions, onAction, open } = useRowActions(config);
  return (
    <NarrowList
      config={config}
      data={data}
      columns={columns}
      actions={actions}
      onAction={onAction}
      open={open}
      sort={sort}
      setSort={setSort}
      translate={translate}
    />
  );
};

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
