// The Columns and Views menus on a screen nobody built them for (the gadgets fixture), as the
// signed-in login uses them: the choice and the views are kept for that login and screen.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { testToken } from '../../auth/testToken';
import { gadgetFixture, gadgets } from '../__fixtures__/gadgets';
import { drawnAddress, renderGadgetList } from '../__fixtures__/renderGadgetScreen';
import { dataCells, headerCells } from '../__fixtures__/tableCells';
import type { SavedView } from './savedViews';

/** The gadgets list at `at` showing `first`, signed in as login `login`; a fresh react-admin store, as a fresh browser. */
const openList = async (login = 1001, at = '/admin/gadgets', first = 'Flange') => {
  cleanup();
  // react-admin keeps the list's state in the page's address too (its own router in jsdom).
  window.history.replaceState(null, '', '/');
  sessionStorage.setItem('atk', testToken({ sub: login, email: `login${login}@example.com` }));
  renderGadgetList({ config: gadgets, rows: gadgetFixture, at, notifications: true });
  await screen.findByRole('cell', { name: first });
};

// A menu open hides the page behind it from assistive technology: the table is read as hidden.
const headers = () => headerCells(screen.getAllByRole('columnheader', { hidden: true })).map((h) => h.textContent);
const names = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => dataCells(row)[0].textContent);

/** Opens a menu once it has loaded (its stand-in is a disabled button of the same name). */
const openMenu = async (button: 'Columns' | 'Views', title: string) => {
  await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: title });
};

const closeMenu = async () => {
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
};

afterEach(() => localStorage.clear());

/** The names of the views the menu lists, as their buttons say. */
const viewNames = (menu: HTMLElement) =>
  within(within(menu).getByRole('list'))
    .getAllByRole('button', { name: /^Show view / })
    .map((b) => b.getAttribute('aria-label'));

/**
 * Clicks beside the snackbar saying `text` (as a person moving on), and waits for it to close; on
 * a slow machine it may have closed by itself already (after 4 seconds).
 */
const dismissSnackbar = async (text: string) => {
  const notice = screen.queryByRole('alert');
  if (notice) {
    expect(notice).toHaveTextContent(text);
    await userEvent.click(document.body);
  }
  await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
};

/** The list filtered by 'e' and sorted by colour, as react-admin writes it in the address. */
const BY_COLOUR = '?filter=%7B%22q%22%3A%22e%22%7D&order=ASC&page=1&perPage=2&sort=colour';

describe('the Columns menu', () => {
  it('hides, shows and reorders the declared columns for this login and screen; Reset brings them back', async () => {
    await openList();
    expect(headers()).toEqual(['Gadget Name', 'Colour', 'Actions']);
    let menu = await openMenu('Columns', 'Columns shown');
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Colour' }));
    expect(headers()).toEqual(['Gadget Name', 'Actions']);
    // The last column shown stays.
    expect(within(menu).getByRole('checkbox', { name: 'Gadget Name' })).toBeDisabled();
    await userEvent.click(within(menu).getByRole('checkbox', { name: 'Colour' }));
    await userEvent.click(within(menu).getByRole('button', { name: 'Move Colour up' }));
    expect(headers()).toEqual(['Colour', 'Gadget Name', 'Actions']);
    // Focus stays on the moved column's buttons: at the top, on its other one.
    expect(within(menu).getByRole('button', { name: 'Move Colour down' })).toHaveFocus();
    expect(JSON.parse(localStorage.getItem('slink.columns.1001.gadgets')!)).toEqual({ order: ['colour', 'gadget_name'], hidden: [] });

    await openList(1002);
    expect(headers()).toEqual(['Gadget Name', 'Colour', 'Actions']);
    await openList(1001);
    expect(headers()).toEqual(['Colour', 'Gadget Name', 'Actions']);
    menu = await openMenu('Columns', 'Columns shown');
    await userEvent.click(within(menu).getByRole('button', { name: 'Reset columns' }));
    expect(headers()).toEqual(['Gadget Name', 'Colour', 'Actions']);
    expect(localStorage.getItem('slink.columns.1001.gadgets')).toBeNull();
  });
});

describe('the Views menu', () => {
  it('saves the list under a name kept to its rules, and applies, renames, marks the default and deletes it', async () => {
    await openList();
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'e');
    await userEvent.click(within(screen.getByRole('columnheader', { name: 'Colour' })).getByRole('button'));
    await waitFor(() => expect(names()).toEqual(['Flange', 'Widget']));
    let menu = await openMenu('Views', 'Saved views');
    expect(within(menu).getByText('No saved views yet.')).toBeInTheDocument();
    const name = within(menu).getByRole('textbox', { name: 'View name' });
    await userEvent.type(name, '   {Enter}');
    expect(within(menu).getByText('A view name needs 1 to 40 characters')).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'By colour{Enter}');
    expect(within(menu).getByRole('status')).toHaveTextContent('View "By colour" saved');
    await userEvent.type(name, 'BY COLOUR{Enter}');
    expect(within(menu).getByText('A view named "By colour" exists already')).toBeInTheDocument();
    await closeMenu();

    // Applied, the view's state goes to the address as react-admin writes it. (The rows following
    // the address are react-admin's own doing; in jsdom it keeps a router of its own, so
    // e2e/listViews.test.ts checks them.)
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter' }));
    menu = await openMenu('Views', 'Saved views');
    await userEvent.click(within(menu).getByRole('button', { name: 'Show view By colour' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(drawnAddress.search).toBe(BY_COLOUR);

    menu = await openMenu('Views', 'Saved views');
    await userEvent.click(within(menu).getByRole('button', { name: 'Rename By colour' }));
    const rename = within(menu).getByRole('textbox', { name: 'New name for By colour' });
    await userEvent.clear(rename);
    await userEvent.type(rename, 'Coloured{Enter}');
    expect(within(menu).getByRole('button', { name: 'Rename Coloured' })).toHaveFocus();
    const star = within(menu).getByRole('button', { name: 'Open the list with Coloured' });
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');

    // Opened again at its bare address, the list's address is its default view's.
    await openList(1001, '/admin/gadgets');
    await waitFor(() => expect(drawnAddress.search).toBe(BY_COLOUR));

    menu = await openMenu('Views', 'Saved views');
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete view Coloured' }));
    expect(within(menu).getByRole('status')).toHaveTextContent('View "Coloured" deleted');
    expect(within(menu).getByRole('textbox', { name: 'View name' })).toHaveFocus();
    // Removed for good once its snackbar, which offers Undo, closes.
    await closeMenu();
    await dismissSnackbar('View "Coloured" deleted');
    expect(localStorage.getItem('slink.views.1001.gadgets')).toBe('[]');
  });

  it('takes a deletion back with Undo: the view returns to its place, default mark and page included', async () => {
    await openList(1001, '/admin/gadgets?order=ASC&page=2&perPage=2&sort=gadget_name', 'Widget');
    let menu = await openMenu('Views', 'Saved views');
    const name = within(menu).getByRole('textbox', { name: 'View name' });
    await userEvent.type(name, 'First{Enter}');
    await userEvent.type(name, 'Second{Enter}');
    await userEvent.type(name, 'Third{Enter}');
    await userEvent.click(within(menu).getByRole('button', { name: 'Open the list with Second' }));
    const kept = localStorage.getItem('slink.views.1001.gadgets');
    expect(JSON.parse(kept!).map((v: SavedView) => [v.name, v.page, v.isDefault])).toEqual([
      ['First', 2, undefined],
      ['Second', 2, true],
      ['Third', 2, undefined],
    ]);

    await userEvent.click(within(menu).getByRole('button', { name: 'Delete view Second' }));
    // Gone from the menu at once, still kept until the snackbar closes.
    expect(viewNames(menu)).toEqual(['Show view First', 'Show view Third']);
    expect(localStorage.getItem('slink.views.1001.gadgets')).toBe(kept);
    // The open menu hides the page behind it from assistive technology, the snackbar included.
    const notice = await screen.findByRole('alert', { hidden: true });
    expect(notice).toHaveTextContent('View "Second" deleted');
    await userEvent.click(within(notice).getByRole('button', { name: 'Undo', hidden: true }));
    await waitFor(() => expect(viewNames(menu)).toEqual(['Show view First', 'Show view Second', 'Show view Third']));
    expect(within(menu).getByRole('button', { name: 'Open the list with Second' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(menu).getByRole('status')).toHaveTextContent('View "Second" is back');
    await waitFor(() => expect(screen.queryByRole('alert', { hidden: true })).toBeNull());
    expect(localStorage.getItem('slink.views.1001.gadgets')).toBe(kept);

    // Without Undo the view is gone for good, after a reload too.
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete view First' }));
    expect(viewNames(menu)).toEqual(['Show view Second', 'Show view Third']);
    await closeMenu();
    await dismissSnackbar('View "First" deleted');
    expect(JSON.parse(localStorage.getItem('slink.views.1001.gadgets')!).map((v: SavedView) => v.name)).toEqual(['Second', 'Third']);
    await openList(1001, '/admin/gadgets?page=1');
    menu = await openMenu('Views', 'Saved views');
    expect(viewNames(menu)).toEqual(['Show view Second', 'Show view Third']);
  });

  it("takes a deletion back by keyboard with the menu's own Undo, which the snackbar's then leaves alone", async () => {
    await openList();
    const menu = await openMenu('Views', 'Saved views');
    const name = within(menu).getByRole('textbox', { name: 'View name' });
    await userEvent.type(name, 'Kept{Enter}');
    await userEvent.type(name, 'Mine{Enter}');
    const kept = localStorage.getItem('slink.views.1001.gadgets');
    within(menu).getByRole('button', { name: 'Delete view Mine' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(viewNames(menu)).toEqual(['Show view Kept']);
    // Tab reaches the menu's Undo (focus stays in the open menu, so the snackbar's is out of reach).
    const undo = within(menu).getByRole('button', { name: 'Undo deleting view Mine' });
    for (let i = 0; i < 10 && document.activeElement !== undo; i++) await userEvent.tab();
    expect(undo).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(viewNames(menu)).toEqual(['Show view Kept', 'Show view Mine']));
    expect(within(menu).getByRole('status')).toHaveTextContent('View "Mine" is back');
    expect(within(menu).queryByRole('button', { name: 'Undo deleting view Mine' })).toBeNull();
    await closeMenu();
    await dismissSnackbar('View "Mine" deleted');
    expect(localStorage.getItem('slink.views.1001.gadgets')).toBe(kept);
  });

  it('keeps a view deleted while its Undo is offered out of the way of a new view of that name', async () => {
    await openList();
    const menu = await openMenu('Views', 'Saved views');
    const name = within(menu).getByRole('textbox', { name: 'View name' });
    await userEvent.type(name, 'Mine{Enter}');
    await userEvent.click(within(menu).getByRole('button', { name: 'Delete view Mine' }));
    // By keyboard: a click anywhere would close the snackbar, and the deletion with it.
    expect(name).toHaveFocus();
    await userEvent.keyboard('MINE{Enter}');
    expect(within(menu).getByRole('status')).toHaveTextContent('View "MINE" saved');
    expect(JSON.parse(localStorage.getItem('slink.views.1001.gadgets')!).map((v: SavedView) => v.name)).toEqual(['MINE']);
    // The snackbar closing later takes nothing more away.
    await closeMenu();
    await dismissSnackbar('View "Mine" deleted');
    expect(JSON.parse(localStorage.getItem('slink.views.1001.gadgets')!).map((v: SavedView) => v.name)).toEqual(['MINE']);
  });

  it('drops stored views it cannot read with a notice, and the list still shows its rows', async () => {
    localStorage.setItem('slink.views.1001.gadgets', '[{"name": 7}]');
    await openList();
    expect(await screen.findByText('Your saved views for this list could not be read and were removed.')).toBeInTheDocument();
    expect(localStorage.getItem('slink.views.1001.gadgets')).toBeNull();
    expect(names()).toEqual(['Flange', 'Sprocket']);
  });
});
