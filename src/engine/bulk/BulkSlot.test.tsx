// A row ticked before the bulk toolbar's code is in shows the toolbar's frame with its count at
// once; the toolbar's buttons come with its code. Here the toolbar never comes: it waits for ever,
// as React sees a component whose code is still on its way.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Http } from '../../data/http';
import { gadgetFixture, gadgets } from '../__fixtures__/gadgets';
import { renderGadgetScreen } from '../__fixtures__/renderGadgetScreen';
import { setSelection } from './selection';

vi.mock('./BulkBar', () => ({
  BulkBar: () => {
    throw new Promise(() => undefined);
  },
}));

const http: Http = async () => gadgetFixture.map((g) => ({ ...g }));

describe('the bulk toolbar before its code is in', () => {
  afterEach(() => setSelection('gadgets', []));

  it('shows the count of the ticked rows in the toolbar, busy and without its buttons yet', async () => {
    renderGadgetScreen(gadgets, http);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select Flange' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(within(bar).getByRole('status')).toHaveTextContent('1 selected');
    expect(bar).toHaveAttribute('aria-busy', 'true');
    expect(within(bar).queryAllByRole('button')).toEqual([]);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sprocket' }));
    expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Flange' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Sprocket' }));
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });
});
