// The side menu marks the current screen's item wherever that screen is open: at each of its
// routes and at its forms' addresses.
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { screens } from '../../resources';
import { allows, ROLES } from '../../language/roles';
import { isPage, routeOf, routesOf, type ScreenConfig } from '../../language/types';
import { signedInAdmin } from '../engine/__fixtures__/signedInAdmin';
import { i18nProvider } from '../i18n/i18nProvider';
import { SideMenu } from './SideMenu';

/** Where a screen shows: each of its routes, and a resource's first form that is not Add, at a record. */
const addressesOf = (config: ScreenConfig): string[] => {
  const form = isPage(config) ? undefined : Object.keys(config.forms).find((mode) => mode !== 'create');
  return [...routesOf(config), ...(form ? [`${routeOf(config)}/7/${form}`] : [])];
};

const currentItemAt = async (address: string, config: ScreenConfig) => {
  const role = ROLES.find((r) => allows(config.roles, r))!;
  const { unmount } = render(
    <MemoryRouter initialEntries={[address]}>
      <AdminContext
        authProvider={{ ...signedInAdmin, getPermissions: async () => role }}
        i18nProvider={i18nProvider}
        store={memoryStore({ 'sidebar.open': true })}
      >
        <SideMenu screens={screens} />
      </AdminContext>
    </MemoryRouter>,
  );
  const menu = await screen.findByRole('menu', { name: 'Side menu' });
  // The role's items show once its permissions are read: then more than Logout is there.
  await waitFor(() => expect(within(menu).getAllByRole('menuitem').length).toBeGreaterThan(1));
  const current = within(menu)
    .queryAllByRole('menuitem')
    .filter((item) => item.getAttribute('aria-current') === 'page')
    .map((item) => item.getAttribute('href'));
  unmount();
  return current;
};

describe('the side menu', () => {
  const inMenus = screens.filter((s) => s.menu !== undefined);

  it.each(inMenus.map((s) => [s.name, s] as const))('%s: its item alone is marked at each of its addresses', async (_, config) => {
    for (const address of addressesOf(config))
      expect({ address, current: await currentItemAt(address, config) }).toEqual({ address, current: [routeOf(config)] });
  });

  it('the dashboards have a second route, so the case of a screen with two addresses is covered', () => {
    expect(inMenus.some((s) => routesOf(s).length > 1)).toBe(true);
  });
});
