import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { screens } from '../../resources';
import { authProvider } from '../auth/authProvider';
import { PUBLIC_PATHS } from '../auth/redirects';
import { dataProvider } from '../data/platform';
import { queryClient } from '../data/queryClient';
import { i18nProvider } from '../i18n/i18nProvider';
import { NotFound } from '../shell/NotFound';
import { ReloadPage } from '../shell/ReloadPage';
import { RoleLanding } from '../shell/RoleLanding';
import { ScreenRoute } from '../shell/ScreenRoute';
import { ShellLayout } from '../shell/ShellLayout';
import { theme } from '../shell/theme';

// Path routes (not react-admin's default hash router): the hash carries the sign-in token.
export const AdminApp = () => (
  <BrowserRouter>
    <Admin
      dataProvider={dataProvider}
      queryClient={queryClient}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      layout={ShellLayout}
      theme={theme}
      catchAll={NotFound}
      loginPage={false}
      requireAuth
      disableTelemetry
    >
      <CustomRoutes noLayout>
        {PUBLIC_PATHS.map((path) => (
          <Route key={path} path={path} element={<ReloadPage />} />
        ))}
      </CustomRoutes>
      <CustomRoutes>
        <Route path="/" element={<RoleLanding />} />
        {screens.flatMap((screen) =>
          [screen.route, ...(screen.aliases ?? [])].map((path) => (
            <Route key={path} path={`${path}/*`} element={<ScreenRoute screen={screen} />} />
          )),
        )}
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
