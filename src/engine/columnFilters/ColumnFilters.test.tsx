// The Filters menu and its chips on a screen nobody built them for: a filter per column whose
// values are a fixed set, a yes/no, dates, numbers or text, derived from the declarations.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { drawnAddress } from '../__fixtures__/renderGadgetScreen';
import { chipList, chips, filterInAddress, names, openFilters, openList } from './gadgetFilterScreen';

afterEach(() => localStorage.clear());

describe('the Filters menu', () => {
  it('has a section per column with a fixed set, yes/no, date or number values, showing the texts the cells show', async () => {
    await openList();
    const menu = await openFilters();
    const sections = within(menu).getAllByRole('group');
    expect(sections.map((s) => s.querySelector('legend')?.textContent)).toEqual([
      'Gadget Name',
      'Colour',
      'Grade',
      'In Stock',
      'Weight',
      'Made On',
    ]);
    const boxes = (name: string) =>
      within(within(menu).getByRole('group', { name }))
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent);
    expect(boxes('Colour')).toEqual(['red', 'green', 'blue']);
    expect(boxes('Grade')).toEqual(['First grade', 'Second grade']);
    expect(boxes('In Stock')).toEqual(['Yes', 'No']);
    expect(within(within(menu).getByRole('group', { name: 'Weight' })).getByLabelText('Min')).toHaveAttribute('type', 'number');
    expect(within(within(menu).getByRole('group', { name: 'Made On' })).getByLabelText('From')).toHaveAttribute('type', 'date');
  });

  it('filters with the text, keeps the text in the address, shows chips and removes them', async () => {
    await openList();
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'et');
    await waitFor(() => expect(names()).toEqual(['Ratchet', 'Sprocket', 'Widget']));
    const menu = await openFilters();
    await userEvent.click(within(within(menu).getByRole('group', { name: 'Colour' })).getByRole('checkbox', { name: 'red' }));
    await waitFor(() => expect(names()).toEqual(['Ratchet', 'Sprocket']));
    await userEvent.type(within(within(menu).getByRole('group', { name: 'Weight' })).getByLabelText('Min'), '4');
    await waitFor(() => expect(names()).toEqual(['Ratchet']));
    // The address is written a moment after the rows (react-admin's debounce): waited for, not assumed.
    await waitFor(() => expect(filterInAddress()).toEqual({ q: 'et', colour: { in: ['red'] }, weight: { min: 4 } }));
    expect(new URLSearchParams(drawnAddress.search).get('page')).toBe('1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();

    await waitFor(() => expect(chips()).toEqual(['Colour: red', 'Weight: at least 4']));
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Colour: red' }));
    await waitFor(() => expect(names()).toEqual(['Ratchet', 'Widget']));
    await waitFor(() => expect(filterInAddress()).toEqual({ q: 'et', weight: { min: 4 } }));
    expect(screen.getByRole('button', { name: 'Remove filter Weight: at least 4' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remove filter Weight: at least 4' }));
    await waitFor(() => expect(chipList()).toBeNull());
    await waitFor(() => expect(filterInAddress()).toEqual({ q: 'et' }));
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus();
  });

  it('takes yes/no, labelled choices and whole days; a backwards range is said and changes nothing', async () => {
    await openList();
    const menu = await openFilters();
    await userEvent.click(within(within(menu).getByRole('group', { name: 'In Stock' })).getByRole('checkbox', { name: 'No' }));
    await waitFor(() => expect(names()).toEqual(['Flange', 'Ratchet']));
    await userEvent.click(within(within(menu).getByRole('group', { name: 'Grade' })).getByRole('checkbox', { name: 'Second grade' }));
    const made = within(menu).getByRole('group', { name: 'Made On' });
    await userEvent.type(within(made).getByLabelText('From'), '2026-01-25');
    await waitFor(() => expect(names()).toEqual(['Ratchet']));
    await userEvent.type(within(made).getByLabelText('To'), '2026-01-24');
    expect(within(menu).getByRole('alert')).toHaveTextContent('The From date is after the To date, so the filter was not changed.');
    expect(filterInAddress().made).toEqual({ from: '2026-01-25' });
    await userEvent.clear(within(made).getByLabelText('To'));
    await userEvent.type(within(made).getByLabelText('To'), '2026-01-25');
    await waitFor(() => expect(filterInAddress().made).toEqual({ from: '2026-01-25', to: '2026-01-25' }));
    expect(within(menu).queryByRole('alert')).toBeNull();
    expect(names()).toEqual(['Ratchet']);

    const weight = within(menu).getByRole('group', { name: 'Weight' });
    await userEvent.type(within(weight).getByLabelText('Min'), '9');
    await userEvent.type(within(weight).getByLabelText('Max'), '2');
    expect(within(menu).getByRole('alert')).toHaveTextContent('Min is more than Max, so the filter was not changed.');
    expect(filterInAddress().weight).toEqual({ min: 9 });

    await userEvent.click(within(menu).getByRole('button', { name: 'Clear all column filters' }));
    await waitFor(() => expect(names()).toEqual(['Flange', 'Ratchet', 'Sprocket', 'Widget']));
    expect(filterInAddress()).toEqual({});
    await waitFor(() => expect(within(weight).getByLabelText('Min')).toHaveValue(null));
    expect(within(weight).getByLabelText('Max')).toHaveValue(null);
    expect(within(made).getByLabelText('From')).toHaveValue('');
    expect(within(menu).queryByRole('alert')).toBeNull();
  });

  it('reads the filter from the address, and ignores a value there that makes no sense', async () => {
    const filter = { colour: { in: ['blue', 'green'] }, made: { to: '2026-01-15' }, weight: { min: 'heavy' }, in_stock: { in: 'yes' } };
    await openList(`?filter=${encodeURIComponent(JSON.stringify(filter))}`);
    expect(names()).toEqual(['Flange']);
    await waitFor(() => expect(chips()).toEqual(['Colour: blue, green', 'Made On: to 2026-01-15']));
  });

  it('keeps the column filters in a saved view', async () => {
    await openList(`?filter=${encodeURIComponent(JSON.stringify({ q: 'e', in_stock: { in: ['true'] } }))}`, 'Sprocket');
    expect(names()).toEqual(['Sprocket', 'Widget']);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Views' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Views' }));
    const menu = await screen.findByRole('dialog', { name: 'Saved views' });
    await userEvent.type(within(menu).getByRole('textbox', { name: 'View name' }), 'In stock{Enter}');
    expect(JSON.parse(localStorage.getItem('slink.views.1001.gadgets')!)[0].filter).toEqual({ q: 'e', in_stock: { in: ['true'] } });
    await userEvent.click(within(menu).getByRole('button', { name: 'Show view In stock' }));
    await waitFor(() => expect(filterInAddress(drawnAddress.search)).toEqual({ q: 'e', in_stock: { in: ['true'] } }));
  });
});
