// On a phone the side menu is a drawer, and the top navigation's areas lead it (the app bar has
// no room for them below 900 px).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { signedInAdmin } from '../engine/__fixtures__/signedInAdmin';
import { i18nProvider } from '../i18n/i18nProvider';
import { SideMenuFrame } from './SideMenuFrame';
import { useMenuOpen } from './menuOpen';

/** The app bar's menu button, as TopBar draws it. */
const OpenMenuButton = () => {
  const [, setOpen] = useMenuOpen();
  return <button onClick={() => setOpen(true)}>Open menu</button>;
};
import { narrowWindow } from '../test/narrowWindow';
import { testTime } from '../../shared/testTime';

describe('the phone drawer', () => {
  beforeEach(narrowWindow);
  afterEach(() => vi.unstubAllGlobals());

  it("holds the role's areas, the current one marked, above the side menu; choosing one closes it", async () => {
    render(
      <MemoryRouter initialEntries={['/admin']}>
        <AdminContext authProvider={signedInAdmin} i18nProvider={i18nProvider} store={memoryStore()}>
          <SideMenuFrame screens={[]}>
            <p>side menu</p>
          </SideMenuFrame>
          <OpenMenuButton />
        </AdminContext>
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const areas = await within(drawer).findByRole('navigation', { name: 'Top navigation' });
    expect(
      within(areas)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Home', 'Admin', 'Digi Channel']);
    expect(within(areas).getByRole('link', { name: 'Admin' })).toHaveAttribute('aria-current', 'page');
    expect(within(drawer).getByText('side menu')).toBeInTheDocument();
    await userEvent.click(within(areas).getByRole('link', { name: 'Home' }));
    await vi.waitFor(() => expect(screen.queryByRole('navigation', { name: 'Top navigation' })).toBeNull(), { timeout: testTime(5_000) });
  });
});
