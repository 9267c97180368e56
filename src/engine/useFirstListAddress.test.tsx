import { act, render, renderHook } from '@testing-library/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { ListContextProvider } from 'react-admin';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBesideWaitingScreen } from './__fixtures__/besideWaitingScreen';
import { listQuery, useFirstListAddress } from './useFirstListAddress';

const LIST = { filterValues: { q: 'ann' }, sort: { field: 'email', order: 'ASC' }, page: 1, perPage: 50 };

const setup = (initial: string[]) => {
  let seen: { path: string; search: string } | undefined;
  const Probe = () => {
    const location = useLocation();
    useFirstListAddress();
    seen = { path: location.pathname, search: location.search };
    return null;
  };
  const router = createMemoryRouter(
    [{ path: '*', element: <ListContextProvider value={LIST as never}>{<Probe />}</ListContextProvider> }],
    { initialEntries: initial, initialIndex: initial.length - 1 },
  );
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  return { router, get: () => seen! };
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useFirstListAddress', () => {
  it("writes the list's first state into its bare address in place: Back leaves for the page before", async () => {
    const { router, get } = setup(['/home', '/admin']);
    await act(async () => undefined);
    expect(get()).toEqual({
      path: '/admin',
      search: listQuery({ filter: { q: 'ann' }, order: 'ASC', page: 1, perPage: 50, sort: 'email' }),
    });
    await act(async () => router.navigate(-1));
    expect(get().path).toBe('/home');
  });

  it('writes it again when the bare address comes back before the written one was drawn', async () => {
    // A menu link drawn while the address was bare replaces the entry with the bare address, in
    // the same moment as the write: the router draws only the last, so the search is '' in both
    // drawings.
    let seen = '';
    const Probe = () => {
      const location = useLocation();
      const navigate = useNavigate();
      const linkClicked = useRef(false);
      useFirstListAddress();
      useEffect(() => {
        if (linkClicked.current) return;
        linkClicked.current = true;
        navigate('/admin', { replace: true });
      }, [navigate]);
      seen = location.search;
      return null;
    };
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <ListContextProvider value={LIST as never}>
          <Probe />
        </ListContextProvider>
      </MemoryRouter>,
    );
    await act(async () => undefined);
    expect(seen).toBe(listQuery({ filter: { q: 'ann' }, order: 'ASC', page: 1, perPage: 50, sort: 'email' }));
  });

  it('leaves an address that has a query as it is', async () => {
    const { get } = setup(['/admin?page=2&perPage=10']);
    await act(async () => undefined);
    expect(get().search).toBe('?page=2&perPage=10');
  });

  it("writes react-admin's query: the filter as JSON, the numbers as text", () => {
    expect(listQuery({ filter: {}, order: 'DESC', page: 3, perPage: 10, sort: 'name' })).toBe(
      '?filter=%7B%7D&order=DESC&page=3&perPage=10&sort=name',
    );
    expect(listQuery({ filter: {}, page: 1, perPage: 25 })).toBe('?filter=%7B%7D&page=1&perPage=25');
  });

  it('writes nothing from a list still showing after a link to another screen was clicked', async () => {
    // The next screen is drawn in a transition (ScreenLink) and waits for its code; the list, still
    // showing, is first drawn with its rows meanwhile. Writing its address then would replace the
    // next screen's entry and take the person back to the list.
    window.history.replaceState(null, '', '/list');
    const Rows = () => {
      useFirstListAddress();
      return null;
    };
    const { toNext, redraw } = renderBesideWaitingScreen('/list', (drawing) => (
      <ListContextProvider value={LIST as never}>{drawing > 0 && <Rows />}</ListContextProvider>
    ));
    await toNext();
    expect(window.location.pathname).toBe('/next');
    redraw(1);
    await act(async () => undefined);
    expect(window.location.pathname + window.location.search).toBe('/next');
  });
});
