// The dialog of a form mode hands its form the record's details, never the list's row that
// react-admin shows in their place while they load (the row may lack fields the form edits).
import { screen, within } from '@testing-library/react';
import { useGetList } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { apiLinks } from '../../resources/apiLinks';
import { renderWithPlatform } from './__fixtures__/fakePlatform';
import { FormDialog } from './FormDialog';

const B = '/api-link-service';
const ROW = { api_link_id: 3, name: 'Lab callback', in_use: false, accounts_assigned: 0 };
const DETAILS = {
  ...ROW,
  description: '',
  url: 'https://labs.example.org/cb',
  verb: 'PUT',
  authentication_method_id: 2,
  authentication_detail: '{"username":{"name":"user","value":"svc"}}',
  disabled_ind: 0,
};

/** The list loads first (its rows fill react-admin's placeholder), then the dialog opens. */
const ListThenDialog = () => {
  const { data } = useGetList('apilinks', { pagination: { page: 1, perPage: 50 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
  return data ? (
    <Routes>
      <Route path="/admin/apilinks/:id/:mode" element={<FormDialog config={apiLinks} />} />
    </Routes>
  ) : null;
};

describe('FormDialog', () => {
  it('waits for the details before the form starts, though the list row is at hand', async () => {
    let answer: (details: unknown) => void = () => undefined;
    renderWithPlatform(
      <ListThenDialog />,
      [apiLinks],
      {
        [`GET ${B}/api-link`]: [ROW],
        [`GET ${B}/api-link/3`]: () => new Promise((resolve) => (answer = resolve)),
        [`GET ${B}/in-use/3`]: { api_link_id: 3, in_use: false },
        [`GET ${B}/api-link-attributes/3`]: [],
        [`GET ${B}/data-types`]: [],
        [`GET ${B}/auth-methods`]: [{ api_authentication_method_id: 2, name: 'BasicAuth' }],
      },
      {},
      '/admin/apilinks/3/edit',
    );
    const dialog = await screen.findByRole('dialog', { name: 'API Link Configuration details' });
    expect(within(dialog).getByRole('progressbar')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/API Link name/)).toBeNull();
    answer(DETAILS);
    const auth = await within(dialog).findByRole('region', { name: 'Authentication details' });
    expect(within(auth).getByLabelText('Field 1')).toHaveValue('user');
    expect(within(dialog).getByLabelText(/API URL Endpoint/)).toHaveValue('https://labs.example.org/cb');
  });
});
