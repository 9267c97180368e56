// A list on a phone offers bulk actions as the table does: a checkbox per item and one for the
// page, named as the table's, bringing up the same bulk toolbar; none where the role has no bulk action.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '../../language/types';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { setSelection } from './bulk/selection';
import { narrowWindow } from '../test/narrowWindow';

const bulkBar = () => screen.findByRole('toolbar', { name: 'Bulk actions' });

describe('selecting records on a phone', () => {
  beforeEach(() => {
    narrowWindow();
    setSelection('gadgets', []);
  });
  // The selection outlives a test (selection.ts): none is left for the next file's gadgets.
  afterEach(() => {
    setSelection('gadgets', []);
    vi.unstubAllGlobals();
  });

  it("gives each item a checkbox named as the table's row checkbox; ticking one brings up the bulk toolbar", async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    const list = await screen.findByRole('list', { name: 'Gadgets' });
    const [flange, sprocket] = within(list).getAllByRole('listitem');
    const flangeBox = within(flange).getByRole('checkbox', { name: 'Select Flange' });
    expect(within(sprocket).getByRole('checkbox', { name: 'Select Sprocket' })).not.toBeChecked();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    await userEvent.click(flangeBox);
    expect(flangeBox).toBeChecked();
    const bar = await bulkBar();
    expect(within(bar).getByRole('status')).toHaveTextContent('1 selected');
    expect(within(bar).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('Space toggles the focused checkbox', async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    const box = await screen.findByRole('checkbox', { name: 'Select Sprocket' });
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(within(await bulkBar()).getByRole('status')).toHaveTextContent('1 selected');
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('has a page checkbox above the items, indeterminate for some, then selecting the page and every matching record', async () => {
    renderGadgetScreen(gadgets, async () => gadgetFixture);
    const pageBox = await screen.findByRole('checkbox', { name: 'Select every row on this page' });
    // Above the list, not one of its items.
    expect(screen.getByRole('list', { name: 'Gadgets' })).not.toContainElement(pageBox);
    expect(pageBox).not.toBeChecked();
    expect(pageBox).toHaveProperty('indeterminate', false);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Flange' }));
    expect(pageBox).toHaveProperty('indeterminate', true);
    await userEvent.click(pageBox);
    expect(pageBox).toBeChecked();
    expect(pageBox).toHaveProperty('indeterminate', false);
    expect(screen.getByRole('checkbox', { name: 'Select Sprocket' })).toBeChecked();
    const bar = await bulkBar();
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 3 matching' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('3 selected'));
    // The page's checkbox again clears the page.
    await userEvent.click(pageBox);
    expect(screen.getByRole('checkbox', { name: 'Select Flange' })).not.toBeChecked();
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('1 selected'));
  });

  it('shows no checkbox where the role has no bulk action on the screen', async () => {
    // Without delete, update and assignment forms the screen offers no bulk action (bulkActions.ts).
    const viewOnly = defineResource({ ...gadgets, forms: { show: gadgets.forms.show } });
    renderGadgetScreen(viewOnly, async () => gadgetFixture);
    await screen.findByRole('list', { name: 'Gadgets' });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
