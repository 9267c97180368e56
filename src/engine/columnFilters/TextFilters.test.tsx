// A text column's filter in the Filters menu (contains, is) and the text box's search as a chip, on
// a screen nobody built them for (./gadgetFilterScreen.tsx).
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chipList, chips, filterInAddress, names, openFilters, openList } from './gadgetFilterScreen';

afterEach(() => localStorage.clear());

describe("a text column's filter and the search's chip", () => {
  it('filters a text column by words it holds or is, whatever their case; chip, address and Clear all follow', async () => {
    await openList();
    const menu = await openFilters();
    const name = within(menu).getByRole('group', { name: 'Gadget Name' });
    expect(within(name).getByLabelText('Match')).toHaveValue('contains');
    await userEvent.type(within(name).getByLabelText('Text'), 'ET');
    await waitFor(() => expect(names()).toEqual(['Ratchet', 'Sprocket', 'Widget']));
    await waitFor(() => expect(filterInAddress()).toEqual({ gadget_name: { contains: 'ET' } }));
    await waitFor(() => expect(chips()).toEqual(['Gadget Name contains: ET']));
    // no name is 'et' itself
    await userEvent.selectOptions(within(name).getByLabelText('Match'), 'is');
    await waitFor(() => expect(filterInAddress()).toEqual({ gadget_name: { is: 'ET' } }));
    await waitFor(() => expect(names()).toEqual(['No Records']));
    await userEvent.clear(within(name).getByLabelText('Text'));
    await userEvent.type(within(name).getByLabelText('Text'), 'widget');
    await waitFor(() => expect(names()).toEqual(['Widget']));
    await waitFor(() => expect(filterInAddress()).toEqual({ gadget_name: { is: 'widget' } }));
    await waitFor(() => expect(chips()).toEqual(['Gadget Name is: widget']));
    await userEvent.click(within(menu).getByRole('button', { name: 'Clear all column filters' }));
    await waitFor(() => expect(names()).toEqual(['Flange', 'Ratchet', 'Sprocket', 'Widget']));
    expect(filterInAddress()).toEqual({});
    await waitFor(() => expect(within(name).getByLabelText('Text')).toHaveValue(''));
    expect(within(name).getByLabelText('Match')).toHaveValue('contains');
  });

  it('reads a text filter from the address, and keeps it in a saved view', async () => {
    const filter = { gadget_name: { contains: 'a' }, colour: { in: ['red'] } };
    await openList(`?filter=${encodeURIComponent(JSON.stringify(filter))}`, 'Ratchet');
    expect(names()).toEqual(['Ratchet']);
    await waitFor(() => expect(chips()).toEqual(['Gadget Name contains: a', 'Colour: red']));
    const menu = await openFilters();
    const name = within(menu).getByRole('group', { name: 'Gadget Name' });
    expect(within(name).getByLabelText('Text')).toHaveValue('a');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    await userEvent.type(
      within(await screen.findByRole('dialog', { name: 'Saved views' })).getByRole('textbox', { name: 'View name' }),
      'Red with a{Enter}',
    );
    expect(JSON.parse(localStorage.getItem('slink.views.1001.gadgets')!)[0].filter).toEqual(filter);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Gadget Name contains: a' }));
    await waitFor(() => expect(names()).toEqual(['Ratchet', 'Sprocket']));
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    const views = await screen.findByRole('dialog', { name: 'Saved views' });
    await userEvent.click(within(views).getByRole('button', { name: 'Show view Red with a' }));
    await waitFor(() => expect(filterInAddress()).toEqual(filter));
    await waitFor(() => expect(names()).toEqual(['Ratchet']));
  });

  it("shows the text box's search as a chip; removing it clears the box and the address", async () => {
    await openList();
    const box = screen.getByRole('textbox', { name: 'Filter' });
    await userEvent.type(box, ' fl ');
    await waitFor(() => expect(names()).toEqual(['Flange']));
    const remove = await screen.findByRole('button', { name: 'Remove filter Search: fl' });
    expect(remove.parentElement).toHaveTextContent(/^Search: fl$/);
    // the search is not one of the column filters
    expect(chipList()).toBeNull();
    await waitFor(() => expect(filterInAddress()).toEqual({ q: ' fl ' }));
    await userEvent.click(remove);
    await waitFor(() => expect(names()).toEqual(['Flange', 'Ratchet', 'Sprocket', 'Widget']));
    await waitFor(() => expect(filterInAddress()).toEqual({}));
    expect(box).toHaveValue('');
    expect(box).toHaveFocus();
    expect(screen.queryByRole('button', { name: /^Remove filter Search/ })).toBeNull();
  });
});
