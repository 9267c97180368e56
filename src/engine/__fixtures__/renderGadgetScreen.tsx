// A generated screen at /admin/gadgets (or the `route` given), signed in as an admin, answering calls with `http`.
import { render } from '@testing-library/react';
import { useEffect, type ComponentProps, type ReactNode } from 'react';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { routeOf, type ResourceConfig } from '../../../language/types';
import { createDataProvider } from '../../data/dataProvider';
import type { Http } from '../../data/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { CustomPartsProvider } from '../customParts';
import { ResourceScreen } from '../ResourceScreen';
import { signedInAdmin } from './signedInAdmin';

type Rows = Record<string, unknown>[];

export const renderGadgetScreen = (
  config: ResourceConfig,
  http: Http,
  parts: ComponentProps<typeof CustomPartsProvider>['parts'] = {},
  route = '/admin/gadgets',
) =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <AdminContext dataProvider={createDataProvider([config], http)} authProvider={signedInAdmin} i18nProvider={i18nProvider}>
        <CustomPartsProvider parts={parts}>
          <Routes>
            <Route path={`${route}/*`} element={<ResourceScreen config={config} />} />
          </Routes>
        </CustomPartsProvider>
      </AdminContext>
    </MemoryRouter>,
  );

/** The query of the router's address as last drawn: react-admin writes a list's state there. */
export const drawnAddress = { search: '' };
const AddressReporter = () => {
  const now = useLocation().search;
  useEffect(() => {
    drawnAddress.search = now;
  }, [now]);
  return null;
};

/**
 * A generated list at `at` with a fresh react-admin store, as a fresh browser has, its address
 * reported in `drawnAddress`; react-admin's snackbar too where `notifications` asks for it, and
 * `children` beside the screen (a test's own controls).
 */
export const renderGadgetList = ({
  config,
  rows,
  at,
  notifications = false,
  children,
}: {
  config: ResourceConfig;
  rows: Rows;
  at: string;
  notifications?: boolean;
  children?: ReactNode;
}) =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext
        dataProvider={createDataProvider([config], async () => rows)}
        authProvider={signedInAdmin}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path={`${routeOf(config)}/*`} element={<ResourceScreen config={config} />} />
        </Routes>
        <Routes>
          <Route path="*" element={<AddressReporter />} />
        </Routes>
        {notifications && <Notification />}
        {children}
      </AdminContext>
    </MemoryRouter>,
  );
