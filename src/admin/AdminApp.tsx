import { CssBaseline } from '@mui/material';
import { AdminContext, CoreAdminUI, CustomRoutes, LoadingPage, localStorageStore } from 'react-admin';
import type { ReactNode } from 'react';
import { BrowserRouter, Route } from 'react-router-dom';
import { screens } from '../../resources';
import { routesOf } from '../../language/types';
import { authProvider } from '../auth/authProvider';
import { readSession } from '../auth/session';
import { PUBLIC_PATHS } from '../auth/redirects';
import { consoleDataProvider } from './dataProvider';
import { queryClient } from '../data/queryClient';
import { CustomPartsProvider } from '../engine/customParts';
import { loadTextPack, packsFor } from '../i18n/textPacks';
import { i18nProvider } from '../i18n/i18nProvider';
import { intros } from '../pages/intros';
import { pages } from '../pages/registry';
import { panels } from '../panels/registry';
import { LazyNotification } from '../engine/LazyNotification';
import { MountInSlices } from '../shell/MountInSlices';
import { screenForPath } from '../shell/navigation';
import { NotFound } from '../shell/NotFound';
import { ReloadPage } from '../shell/ReloadPage';
import { RoleLanding } from '../shell/RoleLanding';
import { ScreenRoute } from '../shell/ScreenRoute';
import { ShellLayout } from '../shell/ShellLayout';
import { theme } from '../shell/theme';
import { preloadLanding } from './preloadLanding';
import { storeKnowingLocale } from './storeKnowingLocale';
import { storeTellingAfterPaint } from './storeTellingAfterPaint';

const store = storeKnowingLocale(storeTellingAfterPaint(localStorageStore()), i18nProvider.getLocale());
const customParts = { formModes: panels, intros, pages };
const dataProvider = consoleDataProvider(screens);
/** The shell's frame around every screen, given the screens here: only the roots import them. */
const Layout = ({ children }: { children: ReactNode }) => (
  <MountInSlices>
    <ShellLayout screens={screens}>{children}</ShellLayout>
  </MountInSlices>
);

/** Call before the first render: the landing list's call, and its screen's texts, load while the console starts. */
export const preloadLandingList = () => {
  preloadLanding(window.location.pathname, screens, readSession(), dataProvider);
  const { pathname } = window.location;
  for (const pack of packsFor(screenForPath(screens, pathname)?.name)) loadTextPack(pack).catch(() => undefined);
};

// react-admin's <Admin> is <AdminContext> + <AdminUI>, and AdminUI imports every default page
// even when replaced: its login form alone brings react-hook-form (about 15 KB gzip) into the
// first screen. The console replaces them all (sign-in is the public bundle), so it composes
// AdminUI's parts itself: ra-core's CoreAdminUI, MUI's CssBaseline and the Notification (lazy).
// Path routes (not react-admin's default hash router): the hash carries the sign-in token.
// A change of address draws at once rather than as a transition (react-router 7's default): a
// list's filter, sort and page live in its address, and a transition drew the new rows in 5 ms
// slices that gave way to other work between them (bench/: filter chip, page change). The links
// to a screen keep the transition (src/shell/ScreenLink.tsx).
export const AdminApp = () => (
  <BrowserRouter useTransitions={false}>
    <AdminContext
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      store={store}
      theme={theme}
    >
      <CssBaseline enableColorScheme>
        <CustomPartsProvider parts={customParts}>
          <CoreAdminUI layout={Layout} catchAll={NotFound} loading={LoadingPage} loginPage={false} requireAuth disableTelemetry>
            <CustomRoutes noLayout>
              {PUBLIC_PATHS.map((path) => (
                <Route key={path} path={path} element={<ReloadPage />} />
              ))}
            </CustomRoutes>
            <CustomRoutes>
              <Route path="/" element={<RoleLanding />} />
              {screens.flatMap((screen) =>
                routesOf(screen).map((path) => <Route key={path} path={`${path}/*`} element={<ScreenRoute screen={screen} />} />),
              )}
            </CustomRoutes>
          </CoreAdminUI>
        </CustomPartsProvider>
        <LazyNotification />
      </CssBaseline>
    </AdminContext>
  </BrowserRouter>
);
