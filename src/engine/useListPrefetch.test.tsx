// A list asks for the rows of its next state in the event that changes it, under the key
// react-admin's list then reads them by: one call per change, made before react-admin's own
// timer writes the address. A key that drifted from react-admin's would show as a second call.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, memoryStore, type GetListParams } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { createDataProvider } from '../data/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { signedInAdmin } from './__fixtures__/signedInAdmin';
import { dataCells } from './__fixtures__/tableCells';
import { LIST_QUERY } from './listQueryOptions';
import { ResourceScreen } from './ResourceScreen';

/** The query of the router's address as last drawn: react-admin writes the list's state there. */
let address = '';
const Address = () => {
  const { search } = useLocation();
  useEffect(() => {
    address = search;
  }, [search]);
  return null;
};

/** The gadgets screen at `at`, and the list calls it makes. */
const renderScreen = (at = '/admin/gadgets') => {
  const asked: GetListParams[] = [];
  const dataProvider = createDataProvider([gadgets], async () => gadgetFixture);
  const getList = dataProvider.getList;
  dataProvider.getList = (resource, params) => {
    asked.push({ ...params, signal: undefined });
    return getList(resource, params);
  };
  render(
    <MemoryRouter initialEntries={[at]}>
      <AdminContext dataProvider={dataProvider} authProvider={signedInAdmin} i18nProvider={i18nProvider} store={memoryStore()}>
        <Routes>
          <Route path="/admin/gadgets/*" element={<ResourceScreen config={gadgets} />} />
        </Routes>
        <Address />
      </AdminContext>
    </MemoryRouter>,
  );
  return asked;
};

const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => dataCells(row)[0]?.textContent);
/** Long enough for react-admin's timer, its drawing and its effects to have asked, had they asked. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 100)));
const params = (filter: object, page: number, field = 'gadget_name', order = 'ASC') => ({
  pagination: { page, perPage: 2 },
  sort: { field, order },
  filter,
  meta: { rows: 'list' },
  signal: undefined,
});

describe('a list asking for its next rows', () => {
  // The rows asked ahead stay fresh for LIST_QUERY.staleTime by the clock (react-query's
  // Date.now()): the clock stands still but where a test moves it, so a slow machine drawing the
  // list more slowly than that cannot make the list ask a second time.
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('asks once per change of filter, page and sort, in the event that makes it', async () => {
    const asked = renderScreen();
    await waitFor(() => expect(names()).toEqual(['Flange', 'Sprocket']));
    await settle();
    asked.length = 0;

    fireEvent.change(screen.getByRole('textbox', { name: 'Filter' }), { target: { value: 'e' } });
    // Asked already, while the address still names the state before.
    expect(asked).toEqual([params({ q: 'e' }, 1)]);
    expect(address).not.toContain('%22q%22');
    await waitFor(() => expect(names()).toEqual(['Flange', 'Sprocket']));
    await settle();
    expect(address).toContain('%22q%22');
    expect(asked).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(asked).toEqual([params({ q: 'e' }, 1), params({ q: 'e' }, 2)]);
    await waitFor(() => expect(names()).toEqual(['Widget']));
    await settle();
    expect(asked).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: 'Gadget Name' }));
    expect(asked[2]).toEqual(params({ q: 'e' }, 1, 'gadget_name', 'DESC'));
    await waitFor(() => expect(names()).toEqual(['Widget', 'Sprocket']));
    await settle();
    expect(asked).toHaveLength(3);
  });

  it('asks nothing for the state the list is already in (the page box left as it was)', async () => {
    const asked = renderScreen();
    await waitFor(() => expect(names()).toEqual(['Flange', 'Sprocket']));
    await settle();
    // Past the rows' freshness, when asking again would call.
    vi.setSystemTime(Date.now() + LIST_QUERY.staleTime + 100);
    asked.length = 0;
    const pageBox = screen.getByRole('textbox', { name: 'Page' });
    fireEvent.focus(pageBox);
    fireEvent.blur(pageBox);
    await settle();
    expect(asked).toEqual([]);
  });

  it('asks once for a state the address names (a pasted link, Back and Forward)', async () => {
    const search = `?filter=${encodeURIComponent('{"q":"g"}')}&order=ASC&page=1&perPage=2&sort=gadget_name`;
    const asked = renderScreen(`/admin/gadgets${search}`);
    await waitFor(() => expect(names()).toEqual(['Flange', 'Widget']));
    await settle();
    expect(asked).toEqual([params({ q: 'g' }, 1)]);
  });
});
