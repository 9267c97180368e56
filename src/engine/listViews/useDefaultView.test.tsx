import { act } from '@testing-library/react';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { Navigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { testToken } from '../../auth/testToken';
import { renderBesideWaitingScreen } from '../__fixtures__/besideWaitingScreen';
import { gadgets } from '../__fixtures__/gadgets';
import { useDefaultView } from './useDefaultView';

const BY_COLOUR = { name: 'By colour', filter: { q: 'e' }, sort: { field: 'colour', order: 'ASC' }, perPage: 10, isDefault: true };

afterEach(() => {
  window.history.replaceState(null, '', '/');
  localStorage.clear();
});

/** The list at /admin/gadgets as ResourceScreen opens it: its default view's address first, if it has one. */
const Screen = () => {
  const view = useDefaultView(gadgets);
  return view ? <Navigate replace to={{ search: view }} /> : <p>rows</p>;
};

describe('useDefaultView', () => {
  const open = () => {
    sessionStorage.setItem('atk', testToken({ sub: 1001, email: 'login1001@example.com' }));
    localStorage.setItem('slink.views.1001.gadgets', JSON.stringify([BY_COLOUR]));
    window.history.replaceState(null, '', '/admin/gadgets');
    // Drawn first without the screen, as a list waiting for its rows.
    const { toNext, redraw } = renderBesideWaitingScreen('/admin/gadgets', (drawing) => (drawing > 0 ? <Screen /> : null));
    return { toNext, show: () => redraw(1) };
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
    const { toNext, show } = open();
    await toNext();
    expect(window.location.pathname).toBe('/next');
    show();
    await act(async () => undefined);
    expect(window.location.pathname + window.location.search).toBe('/next');
  });
});
