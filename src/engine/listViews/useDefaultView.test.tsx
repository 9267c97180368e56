import { act, render } from '@testing-library/react';
import { startTransition, Suspense, use } from 'react';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testToken } from '../../auth/testToken';
import { gadgets } from '../__fixtures__/gadgets';
import { useDefaultView } from './useDefaultView';

const BY_COLOUR = { name: 'By colour', filter: { q: 'e' }, sort: { field: 'colour', order: 'ASC' }, perPage: 10, isDefault: true };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

/** The list at /admin/gadgets as ResourceScreen opens it: its default view's address first, if it has one. */
const App = ({ shown, onNavigate }: { shown: boolean; onNavigate: (go: (to: string) => void) => void }) => {
  const List = () => {
    onNavigate(useNavigate());
    return shown ? <Screen /> : null;
  };
  const Screen = () => {
    const view = useDefaultView(gadgets);
    return view ? <Navigate replace to={{ search: view }} /> : <p>rows</p>;
  };
  const Next = () => use(new Promise<never>(() => undefined));
  return (
    <BrowserRouter>
      <Suspense fallback="loading">
        <Routes>
          <Route path="/admin/gadgets" element={<List />} />
          <Route path="/next" element={<Next />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
};

describe('useDefaultView', () => {
  const open = () => {
    sessionStorage.setItem('atk', testToken({ sub: 1001, email: 'login1001@example.com' }));
    localStorage.setItem('slink.views.1001.gadgets', JSON.stringify([BY_COLOUR]));
    window.history.replaceState(null, '', '/admin/gadgets');
    let go: (to: string) => void = () => undefined;
    const onNavigate = (navigate: (to: string) => void) => (go = navigate);
    const view = render(<App shown={false} onNavigate={onNavigate} />);
    return { go: (to: string) => go(to), show: () => view.rerender(<App shown onNavigate={onNavigate} />) };
  };

  it("opens the list at its bare address with its default view's address", async () => {
    const { show } = open();
    show();
    await act(async () => undefined);
    expect(window.location.pathname).toBe('/admin/gadgets');
    expect(new URLSearchParams(window.location.search).get('filter')).toBe('{"q":"e"}');
  });

  it('goes nowhere from a list still showing after a link to another screen was clicked', async () => {
    // The next screen is drawn in a transition (ScreenLink) and waits for its code; the list, still
    // showing, is first drawn meanwhile: going to its view would take the person back to it.
    const { go, show } = open();
    await act(async () => startTransition(() => go('/next')));
    expect(window.location.pathname).toBe('/next');
    show();
    await act(async () => undefined);
    expect(window.location.pathname + window.location.search).toBe('/next');
  });
});
