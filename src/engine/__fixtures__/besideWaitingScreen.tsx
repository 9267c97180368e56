// A list screen in react-router's BrowserRouter (as the console routes) beside a next screen whose
// code never arrives. A link to it is followed in a transition (ScreenLink), so the list stays
// drawn while the address is already the next screen's; `redraw` draws the list again meanwhile
// (its rows arriving), as happens on a busy machine.
import { act, render } from '@testing-library/react';
import { startTransition, Suspense, use, useEffect, type ReactNode } from 'react';
// 'react-router', not 'react-router-dom': the console's alias leaves out the data router (src/libraryShims/reactRouterDom.ts).
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router';

const Next = () => use(new Promise<never>(() => undefined));

/** Renders `list(drawing)` at `path` (drawing 0 first); the window's address must be `path` already. */
export const renderBesideWaitingScreen = (path: string, list: (drawing: number) => ReactNode) => {
  const link: { go: (to: string) => void } = { go: () => undefined };
  const List = ({ drawing }: { drawing: number }) => {
    const navigate = useNavigate();
    useEffect(() => {
      link.go = navigate;
    }, [navigate]);
    return list(drawing);
  };
  const App = ({ drawing }: { drawing: number }) => (
    <BrowserRouter>
      <Suspense fallback="loading">
        <Routes>
          <Route path={path} element={<List drawing={drawing} />} />
          <Route path="/next" element={<Next />} />
        </Routes>
      </Suspense>
    </BrowserRouter>
  );
  const view = render(<App drawing={0} />);
  return {
    view,
    /** follows a link to the next screen, in a transition */
    toNext: () => act(async () => startTransition(() => link.go('/next'))),
    redraw: (drawing: number) => view.rerender(<App drawing={drawing} />),
  };
};
