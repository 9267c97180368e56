// A list on a phone: two-line items (the link column, then its neighbour with its label), each
// record's actions in a menu named for it, and the form a menu item opens fills the screen.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
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
});
