import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
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

describe('useApplyView', () => {
  it("sets the view's columns and writes its list state to the address; Back returns to the list as it was", async () => {
    sessionStorage.setItem('atk', testToken({ sub: 7, email: 'seven@example.com' }));
    let seen: { apply: (view: SavedView) => void; search: string } | undefined;
    const Probe = () => {
      seen = { apply: useApplyView(gadgets), search: useLocation().search };
      return null;
    };
    const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: ['/admin/gadgets?page=3&perPage=2'] });
    renderHook(() => null, {
      wrapper: ({ children }: { children: ReactNode }) => (
        <>
          <RouterProvider router={router} />
          {children}
        </>
      ),
    });

    await act(async () => seen!.apply(VIEW));
    expect(seen!.search).toBe('?filter=%7B%22q%22%3A%22blue%22%7D&order=DESC&page=1&perPage=10&sort=colour');
    expect(JSON.parse(localStorage.getItem('slink.columns.7.gadgets')!)).toEqual(VIEW.columns);

    await act(async () => seen!.apply({ ...VIEW, columns: undefined }));
    expect(localStorage.getItem('slink.columns.7.gadgets')).toBeNull();
    await act(async () => router.navigate(-2));
    expect(seen!.search).toBe('?page=3&perPage=2');
  });
});
