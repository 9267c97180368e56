import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { DataProviderContext, type DataProvider } from 'react-admin';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testToken } from '../../auth/testToken';
import { gadgets } from '../__fixtures__/gadgets';
import { useApplyView } from './useApplyView';
import type { SavedView } from './savedViews';

const VIEW: SavedView = {
  name: 'Blue',
  filter: { q: 'blue' },
  sort: { field: 'colour', order: 'DESC' },
  perPage: 10,
  columns: { order: ['colour', 'gadget_name'], hidden: [] },
};

afterEach(() => localStorage.clear());

/** The hook at `at`, over a platform whose list holds `total` rows for any filter. */
const applying = (at: string, total = 0) => {
  sessionStorage.setItem('atk', testToken({ sub: 7, email: 'seven@example.com' }));
  const getList = vi.fn(async () => ({ data: [], total }));
  let seen: { apply: (view: SavedView) => void; search: string } | undefined;
  const Probe = () => {
    seen = { apply: useApplyView(gadgets), search: useLocation().search };
    return null;
  };
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: [at] });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>
        <DataProviderContext.Provider value={{ getList } as unknown as DataProvider}>
          <RouterProvider router={router} />
          {children}
        </DataProviderContext.Provider>
      </QueryClientProvider>
    ),
  });
  return { seen: () => seen!, router, getList };
};

describe('useApplyView', () => {
  it("sets the view's columns and writes its list state to the address; Back returns to the list as it was", async () => {
    const { seen, router, getList } = applying('/admin/gadgets?page=3&perPage=2');
    await act(async () => seen().apply(VIEW));
    expect(seen().search).toBe('?filter=%7B%22q%22%3A%22blue%22%7D&order=DESC&page=1&perPage=10&sort=colour');
    expect(JSON.parse(localStorage.getItem('slink.columns.7.gadgets')!)).toEqual(VIEW.columns);
    // The first page needs no read of the list.
    expect(getList).not.toHaveBeenCalled();

    await act(async () => seen().apply({ ...VIEW, columns: undefined }));
    expect(localStorage.getItem('slink.columns.7.gadgets')).toBeNull();
    await act(async () => router.navigate(-2));
    expect(seen().search).toBe('?page=3&perPage=2');
  });

  it.each([
    ['opens the page the view was saved on', 45, 3],
    ['opens the last page of a list grown shorter since', 15, 2],
    ['opens the first page of a list now empty', 0, 1],
  ])('%s', async (_, total, page) => {
    const { seen, getList } = applying('/admin/gadgets', total);
    act(() => seen().apply({ ...VIEW, page: 3 }));
    await waitFor(() => expect(new URLSearchParams(seen().search).get('page')).toBe(String(page)));
    expect(seen().search).toBe(`?filter=%7B%22q%22%3A%22blue%22%7D&order=DESC&page=${page}&perPage=10&sort=colour`);
    // Counted with the view's own filter, sort and page size.
    expect(getList).toHaveBeenCalledWith('gadgets', { pagination: { page: 1, perPage: 10 }, sort: VIEW.sort, filter: VIEW.filter });
    expect(JSON.parse(localStorage.getItem('slink.columns.7.gadgets')!)).toEqual(VIEW.columns);
  });
});
