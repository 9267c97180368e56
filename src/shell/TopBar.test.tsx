// The app bar and the phone's drawer read the window's width the same way: the areas are in one
// of them, never both and never neither.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { signedInAdmin } from '../engine/__fixtures__/signedInAdmin';
import { i18nProvider } from '../i18n/i18nProvider';
import { narrowWindow } from '../test/narrowWindow';
import { TopBar } from './TopBar';
import { useRole } from '../auth/useRole';

/** Shows the role once the bar's own reading of it has settled. */
const RoleShown = () => <output>{useRole().role}</output>;

const renderBar = () =>
  render(
    <MemoryRouter initialEntries={['/admin']}>
      <AdminContext authProvider={signedInAdmin} i18nProvider={i18nProvider} store={memoryStore()}>
        <TopBar screens={[]} />
        <RoleShown />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the top bar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("holds the role's areas and the version on a wide window", async () => {
    renderBar();
    await screen.findByRole('link', { name: 'Digi Channel' });
    const areas = screen.getByRole('navigation', { name: 'Top navigation' });
    expect([...areas.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['Home', 'Admin', 'Digi Channel']);
    expect(screen.getByText(/^Version /)).toBeInTheDocument();
  });

  it('leaves the areas and the version out in a narrow window, whatever the style sheet says (the drawer holds them)', async () => {
    narrowWindow();
    renderBar();
    // Once the role is known: on a wide window its areas are there by then.
    await screen.findByText('slink-sys-admin');
    expect(screen.queryByRole('navigation', { name: 'Top navigation', hidden: true })).toBeNull();
    expect(screen.queryByText(/^Version /)).toBeNull();
  });
});
