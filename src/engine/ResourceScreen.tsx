// A generated screen: title, toolbar (picker, filter, add button), table, pagination, and the
// current form mode as a dialog whose URL is `<route>/create` or `<route>/<id>/<mode>`.
import { Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { ListBase, ResourceContextProvider, useTranslate } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import type { ResourceConfig } from '../../language/types';
import { screenTexts } from '../../language/screenTexts';
import { LazyFormDialog, usePreloadForms } from './LazyFormDialog';
import { ListRows } from './ListRows';
import { ListToolbar } from './ListToolbar';
import { ScreenIntro } from './ScreenIntro';
import { ScreenNotices } from './ScreenNotices';
import { useFirstListAddress } from './useFirstListAddress';
import { useDefaultView } from './listViews/useDefaultView';
import { useDroppedNotice } from './listViews/useDroppedNotice';
import { BulkSlot } from './bulk/BulkSlot';
import { LIST_QUERY } from './listQueryOptions';
import { useListPrefetch } from './useListPrefetch';
import { ListAhead } from './ListAhead';

// The list's filter, sort, page and page size live in the address's query (react-admin's
// syncWithLocation): reload, Back/Forward and a pasted link show the same rows; a form mode's
// address keeps the query, so opening and closing a form keeps them too (useFormMode).

const PreloadForms = () => {
  usePreloadForms();
  return null;
};

const ListPrefetch = ({ config }: { config: ResourceConfig }) => {
  useListPrefetch(config);
  return null;
};

const FirstListAddress = () => {
  useFirstListAddress();
  return null;
};

const DroppedSettingsNotice = () => {
  useDroppedNotice();
  return null;
};

export const ResourceScreen = ({ config }: { config: ResourceConfig }) => {
  const translate = useTranslate();
  // Opened at its bare address, a list with a default view goes to that view's address before
  // react-admin fills the bare one from its stored state: no rows of that state show first, and
  // Back leaves the list.
  const defaultView = useDefaultView(config);
  if (defaultView) return <Navigate replace to={{ search: defaultView }} />;
  return (
    <ResourceContextProvider value={config.name}>
      <ListBase
        resource={config.name}
        perPage={config.list.perPage}
        sort={config.list.sort}
        storeKey={`${config.name}.list`}
        queryOptions={LIST_QUERY}
        // The session is checked as the screen mounts (src/shell/useScreenAuthCheck.ts).
        disableAuthentication
      >
        <ListAhead config={config}>
          {/* A screen's intro is loaded on demand: the screen shows once it is here, with the
            intro in place, rather than the intro arriving later and pushing the list down. */}
          <Suspense fallback={null}>
            <Box sx={{ pt: 1 }}>
              <ScreenIntro config={config} />
              {/* Below an intro (which holds the page's h1) the list title is a section heading. */}
              <Typography variant={config.intro ? 'h6' : 'h5'} component={config.intro ? 'h2' : 'h1'} gutterBottom>
                {translate(screenTexts(config.name).title)}
              </Typography>
              <ScreenNotices config={config} />
              <ListToolbar config={config} />
              <BulkSlot config={config} />
              <ListRows config={config} />
              <ListPrefetch config={config} />
              <PreloadForms />
              <FirstListAddress />
              <DroppedSettingsNotice />
            </Box>
          </Suspense>
          <Routes>
            <Route path="create" element={<LazyFormDialog config={config} mode="create" />} />
            <Route path=":id/:mode" element={<LazyFormDialog config={config} />} />
            <Route path="*" element={null} />
          </Routes>
        </ListAhead>
      </ListBase>
    </ResourceContextProvider>
  );
};
