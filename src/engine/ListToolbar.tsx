import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useListContext, useTranslate } from 'react-admin';
import { mayUseForm } from './formRoles';
import { screenTexts } from '../../language/screenTexts';
import type { ResourceConfig } from '../../language/types';
import { useRole } from '../auth/useRole';
import { FilterBox } from './FilterBox';
import { keyIfText } from './formTextKeys';
import { useFormMode } from './useFormMode';
import { trackedImport } from '../data/trackedImport';
import { whenIdle } from '../data/whenIdle';
import { ListViewButtons } from './listViews/ListViewButtons';
import { ColumnFilterChips } from './columnFilters/ColumnFilterChips';
import { useColumnChoice } from './listViews/useColumnChoice';

// The picker is a MUI Select (with Menu, Popover and Modal): only the APIs screen has one, so it
// loads with that screen rather than with every list (the first screen's 200 KB gzip budget, e2e/firstScreen.test.ts).
const ListPicker = lazy(trackedImport(() => import('./ListPicker').then((m) => ({ default: m.ListPicker }))));
// The Export button loads once the rows are drawn and the browser is idle, in the place and look
// of its stand-in, so nothing moves: the first screen's budget again.
const ExportButton = lazy(trackedImport(() => import('./ExportButton').then((m) => ({ default: m.ExportButton }))));

const Export = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { isPending } = useListContext();
  const { columns } = useColumnChoice(config);
  const [ready, setReady] = useState(false);
  useEffect(() => (isPending || ready ? undefined : whenIdle(() => setReady(true))), [isPending, ready]);
  const standIn = (
    <Button variant="outlined" disabled>
      {translate('table.export')}
    </Button>
  );
  return ready ? <Suspense fallback={standIn}>{<ExportButton config={config} columns={columns} />}</Suspense> : standIn;
};

export const ListToolbar = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { open } = useFormMode(config);
  const { role } = useRole();
  const create = config.forms.create;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      {config.list.picker && (
        <Suspense fallback={null}>
          <ListPicker config={config} />
        </Suspense>
      )}
      <FilterBox placeholder={keyIfText(translate, screenTexts(config.name).filter)} />
      <ColumnFilterChips config={config} />
      <Box sx={{ flex: 1 }} />
      <ListViewButtons config={config} />
      <Export config={config} />
      {create && mayUseForm(config, 'create', role) && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
          {translate(screenTexts(config.name).add)}
        </Button>
      )}
    </Box>
  );
};
