import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { users } from '../../resources/users';
import { useFormMode } from './useFormMode';

// A memory router whose history we can read: which entries exist and where we are.
const setup = (initial: string[], index: number) => {
  let hook: { mode: ReturnType<typeof useFormMode>; path: string; search: string } | undefined;
  const Probe = () => {
    const location = useLocation();
    hook = { mode: useFormMode(users), path: location.pathname, search: location.search };
    return null;
  };
  const router = createMemoryRouter([{ path: '*', element: <Probe /> }], { initialEntries: initial, initialIndex: index });
  renderHook(() => null, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <>
        <RouterProvider router={router} />
        {children}
      </>
    ),
  });
  return { router, get: () => hook! };
};

describe('useFormMode', () => {
  it('a form opened from the list closes back to that list entry, so Back does not reopen it', async () => {
    const { router, get } = setup(['/home', '/admin'], 1);
    await act(async () => get().mode.open('edit', 7));
    expect(get().path).toBe('/admin/7/edit');
    await act(async () => get().mode.close());
    expect(get().path).toBe('/admin');
    await act(async () => router.navigate(-1));
    expect(get().path).toBe('/home');
  });

  it('a form reached by a deep link closes by replacing its entry with the list', async () => {
    const { router, get } = setup(['/home', '/admin/7/edit'], 1);
    await act(async () => get().mode.close());
    expect(get().path).toBe('/admin');
    await act(async () => router.navigate(-1));
    expect(get().path).toBe('/home');
  });

  it("keeps one `open` while the list's query changes, opening at the query of that moment", async () => {
    const { router, get } = setup(['/admin?page=1'], 0);
    const open = get().mode.open;
    await act(async () => router.navigate('/admin?page=2'));
    // The rows are memoised with it: a new one would draw every row again at each keystroke.
    expect(get().mode.open).toBe(open);
    await act(async () => open('edit', 7));
    expect([get().path, get().search]).toEqual(['/admin/7/edit', '?page=2']);
  });

  it('new records open at <route>/create', async () => {
    const { get } = setup(['/admin'], 0);
    await act(async () => get().mode.open('create'));
    expect(get().path).toBe('/admin/create');
  });

  it("keeps the list's query (filter, sort, page) while a form is open and after it closes", async () => {
    const query = '?filter=%7B%22q%22%3A%22ada%22%7D&page=2&sort=email&order=DESC';
    const { get } = setup(['/admin' + query], 0);
    await act(async () => get().mode.open('edit', 7));
    expect([get().path, get().search]).toEqual(['/admin/7/edit', query]);
    await act(async () => get().mode.close());
    expect([get().path, get().search]).toEqual(['/admin', query]);
  });

  it('a deep-linked form with a query closes to the list with that query', async () => {
    const { get } = setup(['/admin/7/edit?page=3'], 0);
    await act(async () => get().mode.close());
    expect([get().path, get().search]).toEqual(['/admin', '?page=3']);
  });
});
