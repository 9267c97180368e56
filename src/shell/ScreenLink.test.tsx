import { act, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, use, type ComponentType } from 'react';
// 'react-router', as the console's alias of 'react-router-dom' is (src/libraryShims/reactRouterDom.ts).
import { Link, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ScreenLink, ScreenNavLink } from './ScreenLink';

/** A screen whose code is still loading until `arrive` is called. */
const loadingScreen = () => {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const Next = () => {
    use(code);
    return <p>Next screen</p>;
  };
  return { Next, arrive: () => act(async () => arrive()) };
};

const Where = () => <output aria-label="address">{useLocation().pathname}</output>;

// As the console's router: changes of address are not transitions of their own.
const setup = (LinkKind: ComponentType<{ to: string; children: string; onClick?: () => void }>, onClick?: () => void) => {
  const { Next, arrive } = loadingScreen();
  render(
    <MemoryRouter initialEntries={['/first']} useTransitions={false}>
      <LinkKind to="/next" onClick={onClick}>
        Go
      </LinkKind>
      <Where />
      <Suspense fallback={<p>Loading</p>}>
        <Routes>
          <Route path="/first" element={<p>First screen</p>} />
          <Route path="/next" element={<Next />} />
        </Routes>
      </Suspense>
    </MemoryRouter>,
  );
  return { arrive };
};

describe('ScreenLink', () => {
  it.each([
    ['ScreenLink', ScreenLink],
    ['ScreenNavLink', ScreenNavLink],
  ] as const)('%s keeps the last screen in place until the next one is ready', async (_, LinkKind) => {
    const { arrive } = setup(LinkKind as never);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go' })));
    expect(screen.getByText('First screen')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    await arrive();
    expect(screen.getByText('Next screen')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/next');
  });

  it('a plain link on the same router would show the loading line instead (the case the transition is for)', async () => {
    setup(Link as never);
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go' })));
    expect(screen.getByText('Loading')).toBeTruthy();
  });

  it("runs the caller's onClick first, once", async () => {
    let clicks = 0;
    setup(ScreenLink as never, () => (clicks += 1));
    await act(async () => fireEvent.click(screen.getByRole('link', { name: 'Go' })));
    expect(clicks).toBe(1);
  });

  it('leaves a click with a modifier key to the browser (a new tab)', async () => {
    setup(ScreenLink as never);
    const link = screen.getByRole('link', { name: 'Go' });
    let prevented = true;
    link.addEventListener('click', (event) => (prevented = event.defaultPrevented));
    await act(async () => fireEvent.click(link, { ctrlKey: true }));
    expect(prevented).toBe(false);
    expect(screen.getByRole('status', { name: 'address' }).textContent).toBe('/first');
    expect(screen.getByText('First screen')).toBeTruthy();
  });
});
