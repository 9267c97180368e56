// Proof of docs/adding-a-screen.md: a resource made only of a schema, a config and a fixture
// gets its list, paging, filter, create, edit and delete from the engine, untouched.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore, Notification } from 'react-admin';
import { signedInAdmin } from './__fixtures__/signedInAdmin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createDataProvider } from '../data/dataProvider';
import type { Http } from '../data/http';
import { i18nProvider } from '../i18n/i18nProvider';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { ResourceScreen } from './ResourceScreen';
import { deliberateFailure } from '../test/deliberateFailure';
import { dataCells } from './__fixtures__/tableCells';

/** A tiny in-memory platform speaking the gadget endpoints. */
const fakePlatform = () => {
  let rows = gadgetFixture.map((r) => ({ ...r }));
  let next = 10;
  const http: Http = async (method, path, body) => {
    if (path.endsWith('/clone')) {
      const original = rows.find((r) => r.gadget_id === Number(path.split('/').at(-2)));
      if (!original) throw deliberateFailure('No such gadget');
      if (original.gadget_name === 'Widget') throw deliberateFailure('Widgets cannot be cloned');
      rows = [...rows, { ...original, gadget_id: next++, gadget_name: `${original.gadget_name} copy` }];
      return { id: next - 1 };
    }
    const id = Number(path.split('/').pop());
    if (method === 'GET') return rows;
    if (method === 'POST') {
      const row = { ...(body as object), gadget_id: next++ } as (typeof rows)[number];
      rows = [...rows, row];
      return { id: row.gadget_id };
    }
    if (method === 'PUT') {
      rows = rows.map((r) => (r.gadget_id === id ? { ...r, ...(body as object) } : r));
      return rows.find((r) => r.gadget_id === id);
    }
    rows = rows.filter((r) => r.gadget_id !== id);
    return { message: 'deleted' };
  };
  return { http, rows: () => rows };
};

const renderScreen = () => {
  // The list keeps its state in the address; each test starts at a clean one.
  window.history.replaceState(null, '', '/');
  const platform = fakePlatform();
  const dataProvider = createDataProvider([gadgets], platform.http);
  const recordReads: unknown[] = [];
  const getOne = dataProvider.getOne;
  dataProvider.getOne = (resource, params) => {
    recordReads.push(params.id);
    return getOne(resource, params);
  };
  render(
    <MemoryRouter initialEntries={['/admin/gadgets']}>
      {/* A fresh store per test, as a fresh browser: the list keeps its state in it between visits. */}
      <AdminContext dataProvider={dataProvider} authProvider={signedInAdmin} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/admin/gadgets/*" element={<ResourceScreen config={gadgets} />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...platform, recordReads };
};

const rowNames = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => dataCells(row)[0].textContent);

describe('adding a screen: schema + config + fixture only', () => {
  it('lists, sorts and pages the fixture with the schema titles as headers', async () => {
    renderScreen();
    await waitFor(() => expect(rowNames()).toEqual(['Flange', 'Sprocket']));
    expect(screen.getByRole('columnheader', { name: /Gadget Name/ })).toBeInTheDocument();
    expect(screen.getByText('1-2 of 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(['Widget']));
  });

  it('sorts by a column header: the sorted column says so, a second click reverses, another column starts ascending', async () => {
    renderScreen();
    await waitFor(() => expect(rowNames()).toEqual(['Flange', 'Sprocket']));
    const nameHeader = screen.getByRole('columnheader', { name: /Gadget Name/ });
    expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(within(nameHeader).getByRole('button'));
    await waitFor(() => expect(rowNames()).toEqual(['Widget', 'Sprocket']));
    expect(nameHeader).toHaveAttribute('aria-sort', 'descending');
    // Colour: blue (Flange), green (Widget), red (Sprocket).
    await userEvent.click(within(screen.getByRole('columnheader', { name: /Colour/ })).getByRole('button'));
    await waitFor(() => expect(rowNames()).toEqual(['Flange', 'Widget']));
    expect(screen.getByRole('columnheader', { name: /Colour/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Gadget Name/ })).not.toHaveAttribute('aria-sort');
    // The actions column does not sort.
    expect(within(screen.getByRole('columnheader', { name: 'Actions' })).queryByRole('button')).toBeNull();
  });

  it('filters on every keystroke and shows No Records when nothing matches', async () => {
    renderScreen();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'wid');
    await waitFor(() => expect(rowNames()).toEqual(['Widget']));
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'zzz');
    await waitFor(() => expect(screen.getByText('No Records')).toBeInTheDocument());
  });

  it('creates, edits and deletes through the generated forms', async () => {
    const platform = renderScreen();
    await waitFor(() => expect(rowNames()).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Add Gadget' }));
    const create = await screen.findByRole('dialog', { name: 'New Gadget' });
    await userEvent.type(await within(create).findByLabelText('Gadget Name'), 'Cog');
    await userEvent.click(within(create).getByRole('button', { name: 'Save' }));
    await screen.findByText('Gadget Cog added');
    await waitFor(() => expect(rowNames()).toEqual(['Cog', 'Flange']));
    expect(platform.rows().map((r) => r.gadget_name)).toContain('Cog');

    const cogRow = screen.getAllByRole('row').find((r) => r.textContent?.includes('Cog'))!;
    await userEvent.click(within(cogRow).getByRole('button', { name: 'Edit' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    const name = await within(edit).findByLabelText('Gadget Name');
    await waitFor(() => expect(name).toHaveValue('Cog'));
    await userEvent.clear(name);
    await userEvent.type(name, 'Axle');
    await userEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    await screen.findByText('Gadget Axle saved');
    await waitFor(() => expect(rowNames()).toEqual(['Axle', 'Flange']));

    const axleRow = screen.getAllByRole('row').find((r) => r.textContent?.includes('Axle'))!;
    await userEvent.click(within(axleRow).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Gadget' });
    expect(await within(confirm).findByText('Remove gadget Axle?')).toBeInTheDocument();
    const readsBeforeDelete = platform.recordReads.length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await screen.findByText('Gadget removed');
    await waitFor(() => expect(rowNames()).toEqual(['Flange', 'Sprocket']));
    expect(platform.rows().map((r) => r.gadget_name)).not.toContain('Axle');
    // The list reloads, but the deleted record is not read again (it would only answer 404).
    expect(platform.recordReads.slice(readsBeforeDelete)).toEqual([]);
  });

  it('a row action without a form (clone) calls at once, reloads the list and says so; a failure shows as a banner', async () => {
    const platform = renderScreen();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const flange = screen.getAllByRole('row').find((r) => r.textContent?.includes('Flange'))!;
    await userEvent.click(within(flange).getByRole('button', { name: 'Clone' }));
    await screen.findByText('Gadget Flange cloned');
    await waitFor(() => expect(rowNames()).toEqual(['Flange', 'Flange copy']));
    expect(platform.rows()).toHaveLength(4);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(rowNames()).toEqual(['Sprocket', 'Widget']));
    await userEvent.click(within(screen.getAllByRole('row')[2]).getByRole('button', { name: 'Clone' }));
    // The banner (the notification of the earlier clone may still be on screen, also an alert).
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Cloning failed: Widgets cannot be cloned'),
    );
    expect(platform.rows()).toHaveLength(4);
  });

  it('leaving a form with unsaved changes asks first (No stays, Yes leaves); an untouched form closes at once', async () => {
    const platform = renderScreen();
    await waitFor(() => expect(rowNames()).toHaveLength(2));
    const flange = () => screen.getAllByRole('row').find((r) => r.textContent?.includes('Flange'))!;

    await userEvent.click(within(flange()).getByRole('button', { name: 'Edit' }));
    let edit = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    await userEvent.click(await within(edit).findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(within(flange()).getByRole('button', { name: 'Edit' }));
    edit = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    await waitFor(() => expect(within(edit).getByLabelText('Gadget Name')).toHaveValue('Flange'));
    await userEvent.type(within(edit).getByLabelText('Gadget Name'), 'd');
    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('Leave this gadget? You have unsaved changes.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByText('Leave this gadget? You have unsaved changes.')).not.toBeInTheDocument());
    expect(within(edit).getByLabelText('Gadget Name')).toHaveValue('Flanged');

    await userEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(platform.rows().map((r) => r.gadget_name)).toContain('Flange');
  });
});
