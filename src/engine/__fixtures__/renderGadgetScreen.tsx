// A generated screen at /admin/gadgets (or the `route` given), signed in as an admin, answering calls with `http`.
import { render } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { ResourceConfig } from '../../../language/types';
import { createDataProvider } from '../../data/dataProvider';
import type { Http } from '../../data/http';
import { i18nProvider } from '../../i18n/i18nProvider';
import { CustomPartsProvider } from '../customParts';
import { ResourceScreen } from '../ResourceScreen';
import { signedInAdmin } from './signedInAdmin';

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
