// A list on a phone: two-line items (the link column, then its neighbour with its label), each
// record's actions in a menu named for it, the form a menu item opens fills the screen, and a
// sort control in place of the table's headers.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { narrowWindow } from '../test/narrowWindow';

describe('a list on a phone', () => {
  beforeEach(narrowWindow);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each record as a two-line item, no table', async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    const list = await screen.findByRole('list', { name: 'Gadgets' });
    const items = within(list).getAllByRole('listitem');
    // Sorted by name, two to a page (the fixture's perPage).
    expect(items.map((item) => item.textContent)).toEqual(['FlangeColour: blue', 'SprocketColour: red']);
    // The link column stays a link to its form mode.
    expect(within(items[0]).getByRole('button', { name: 'Flange' })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  });

  it("puts a record's actions in a menu named for it; an action opens its form full screen", async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    const button = await screen.findByRole('button', { name: 'Actions for Sprocket' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const menu = await screen.findByRole('menu', { name: 'Actions for Sprocket' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['View', 'Edit', 'Clone', 'Delete']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Gadget' });
    expect(dialog).toHaveClass('MuiDialog-paperFullScreen');
  });

  it('sorts by a column chosen by its header label, then in the other order, as the table headers do', async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    const list = await screen.findByRole('list', { name: 'Gadgets' });
    const names = () =>
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('button')?.textContent);
    const sortBy = screen.getByRole('combobox', { name: 'Sort by' });
    // The shown columns, by the labels their headers have on wide windows; the list's sort chosen.
    expect(
      within(sortBy)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Gadget Name', 'Colour']);
    expect(sortBy).toHaveValue('gadget_name');
    const ascending = screen.getByRole('button', { name: 'Ascending' });
    const descending = screen.getByRole('button', { name: 'Descending' });
    expect(screen.getByRole('group', { name: 'Sort order' })).toContainElement(ascending);
    expect(ascending).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Flange', 'Sprocket']);

    // Another column starts ascending: blue, green (first page of two).
    await userEvent.selectOptions(sortBy, 'Colour');
    await waitFor(() => expect(names()).toEqual(['Flange', 'Widget']));
    expect(ascending).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(descending);
    await waitFor(() => expect(names()).toEqual(['Sprocket', 'Widget']));
    expect(descending).toHaveAttribute('aria-pressed', 'true');
    expect(ascending).toHaveAttribute('aria-pressed', 'false');
    expect(sortBy).toHaveValue('colour');
    // Pressing the chosen order again keeps it.
    await userEvent.click(descending);
    expect(descending).toHaveAttribute('aria-pressed', 'true');
    expect(names()).toEqual(['Sprocket', 'Widget']);
  });
});
