// A generated screen: title, toolbar (picker, filter, add button), table, pagination, and the
// current form mode as a dialog whose URL is `<route>/create` or `<route>/<id>/<mode>`.
import { Box, Typography } from '@mui/material';
import { ListBase, ResourceContextProvider, Title, useTranslate } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import type { ResourceConfig } from '../../resources/types';
import { FormDialog } from './FormDialog';
import { ListPagination } from './ListPagination';
import { ListToolbar } from './ListToolbar';
import { ResourceTable } from './ResourceTable';
import { ScreenIntro } from './ScreenIntro';
import { ScreenNotices } from './ScreenNotices';

export const ResourceScreen = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  return (
    <ResourceContextProvider value={config.name}>
      <ListBase
        resource={config.name}
        perPage={config.list.perPage}
        sort={config.list.sort}
        disableSyncWithLocation
        storeKey={`${config.name}.list`}
      >
        <Title title={translate(config.title)} />
        <Box sx={{ pt: 1 }}>
          <ScreenIntro config={config} />
          {/* Below an intro (which holds the page's h1) the list title is a section heading. */}
          <Typography variant={config.intro ? 'h6' : 'h5'} component={config.intro ? 'h2' : 'h1'} gutterBottom>
            {translate(config.title)}
          </Typography>
          <ScreenNotices config={config} />
          <ListToolbar config={config} />
          <ResourceTable config={config} />
          <ListPagination />
        </Box>
        <Routes>
          <Route path="create" element={<FormDialog config={config} mode="insert" />} />
          <Route path=":id/:mode" element={<FormDialog config={config} />} />
          <Route path="*" element={null} />
        </Routes>
      </ListBase>
    </ResourceContextProvider>
  );
};
