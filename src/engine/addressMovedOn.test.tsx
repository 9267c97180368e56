import { act, render } from '@testing-library/react';
import { useEffect } from 'react';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { BrowserRouter, useLocation, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBesideWaitingScreen } from './__fixtures__/besideWaitingScreen';
import { addressMovedOn } from './addressMovedOn';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('addressMovedOn', () => {
  it("is false where react-router's browser history has not made the entry (a memory router's tests)", () => {
    window.history.replaceState(null, '', '/admin');
    expect(addressMovedOn('default')).toBe(false);
    expect(addressMovedOn('abc')).toBe(false);
  });

  it("reads the entry react-router's browser history makes: its key, the first one's 'default'", async () => {
    // Fails when react-router stops keeping the location's key in the entry's state.
    window.history.replaceState(null, '', '/list');
    let seen: { key: string; moved: boolean }[] = [];
    let go: (to: string) => void = () => undefined;
    const Probe = () => {
      const { key } = useLocation();
      go = useNavigate();
      seen.push({ key, moved: addressMovedOn(key) });
      return null;
    };
    render(
      <BrowserRouter>
        <Probe />
      </BrowserRouter>,
    );
    expect(seen.at(-1)).toEqual({ key: 'default', moved: false });
    seen = [];
    await act(async () => go('/home'));
    expect(seen.at(-1)?.key).not.toBe('default');
    expect(seen.at(-1)?.moved).toBe(false);
    expect(addressMovedOn('default')).toBe(true);
  });

  it('is true in the last screen while the next one, drawn in a transition, waits for its code', async () => {
    window.history.replaceState(null, '', '/list');
    const moved: boolean[] = [];
    const List = ({ drawing }: { drawing: number }) => {
      const { key } = useLocation();
      useEffect(() => {
        moved.push(addressMovedOn(key));
      }, [key, drawing]);
      return <p>list</p>;
    };
    const { view, toNext, redraw } = renderBesideWaitingScreen('/list', (drawing) => <List drawing={drawing} />);
    expect(moved).toEqual([false]);
    await toNext();
    // The list still shows while the next screen waits, and the address is already the next one's.
    expect(view.container.textContent).toBe('list');
    expect(window.location.pathname).toBe('/next');
    // Drawn again meanwhile (its rows arrive), the list's effect sees the address moved on.
    redraw(1);
    expect(view.container.textContent).toBe('list');
    expect(moved).toEqual([false, true]);
  });
});
