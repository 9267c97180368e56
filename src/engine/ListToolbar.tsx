import { lazy, Suspense } from 'react';
import { Box, Button } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import { allows } from '../../resources/roles';
import type { ResourceConfig } from '../../resources/types';
import { useRole } from '../shell/useRole';
import { FilterBox } from './FilterBox';
import { useFormMode } from './useFormMode';
import { trackedImport } from '../data/trackedImport';

// The picker is a MUI Select (with Menu, Popover and Modal): only the APIs screen has one, so it
// loads with that screen rather than with every list (the first screen's 200 KB gzip budget, e2e/firstScreen.test.ts).
const ListPicker = lazy(trackedImport(() => import('./ListPicker').then((m) => ({ default: m.ListPicker }))));

export const ListToolbar = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  const { open } = useFormMode(config);
  const { role } = useRole();
  const insert = config.forms.insert;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
      {config.list.picker && (
        <Suspense fallback={null}>
          <ListPicker config={config} />
        </Suspense>
      )}
      {config.list.filter && <FilterBox placeholder={config.list.filter.placeholder} />}
      <Box sx={{ flex: 1 }} />
      {config.list.addLabel && insert && allows(insert.roles, role) && (
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('insert')}>
          {translate(config.list.addLabel)}
        </Button>
      )}
    </Box>
  );
};
