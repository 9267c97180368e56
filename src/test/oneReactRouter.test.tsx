// react-admin and the tests share one react-router (vite.config.ts): inside a test's router,
// react-admin sees that router rather than drawing one of its own.
import { expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { useInRouterContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';

it("react-admin sees a test's MemoryRouter", () => {
  let seen: boolean | undefined;
  const Probe = () => {
    seen = useInRouterContext();
    return null;
  };
  render(
    <MemoryRouter>
      <Probe />
    </MemoryRouter>,
  );
  expect(seen).toBe(true);
});
