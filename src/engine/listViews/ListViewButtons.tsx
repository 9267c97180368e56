// The list's Filters (where a column has a filter kind), Columns and Views buttons. Their menus
// (MUI's Popover, inputs and icons) and texts load once the rows are drawn and the browser is idle, as Export does, in the place and look of
// stand-ins, so nothing moves: the first screen's 200 KB gzip budget (e2e/firstScreen.test.ts).
import { lazy, Suspense, useEffect, useState } from 'react';
import { Button } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { ResourceConfig } from '../../../language/types';
import { trackedImport } from '../../data/trackedImport';
import { whenIdle } from '../../data/whenIdle';
import { loadTextPack } from '../../i18n/textPacks';
import { useFilterKinds } from '../columnFilters/ColumnFilterChips';
import { useApplyView } from './useApplyView';

const ListViewMenus = lazy(
  trackedImport(() => Promise.all([import('./listViewMenus'), loadTextPack('listViews')]).then(([m]) => ({ default: m.ListViewMenus }))),
);

export const ListViewButtons = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { isPending } = useListContext();
  const apply = useApplyView(config);
  const kinds = useFilterKinds(config);
  const [ready, setReady] = useState(false);
  useEffect(() => (isPending || ready ? undefined : whenIdle(() => setReady(true))), [isPending, ready]);
  const labels = ['table.columns', 'table.views'];
  const standIns = (Object.keys(kinds).length ? ['table.filters', ...labels] : labels).map((label) => (
    <Button key={label} variant="outlined" disabled>
      {translate(label)}
    </Button>
  ));
  return ready ? (
    <Suspense fallback={standIns}>
      <ListViewMenus config={config} onApply={apply} kinds={kinds} />
    </Suspense>
  ) : (
    standIns
  );
};
