// The list table by keyboard: arrows between rows and controls, Home/End, Space, Enter, `b`.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Http } from '../data/http';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { setSelection } from './bulk/selection';

const http: Http = async () => gadgetFixture.map((g) => ({ ...g }));

const focused = () => document.activeElement as HTMLElement;

describe('the list table by keyboard', () => {
  afterEach(() => setSelection('gadgets', []));

  it('moves between rows in the same column and along a row; Home, End, Ctrl+Home and Ctrl+End', async () => {
    renderGadgetScreen(gadgets, http);
    const first = await screen.findByRole('checkbox', { name: 'Select Flange' });
    const rows = screen.getAllByRole('row').filter((r) => r.hasAttribute('data-id'));
    expect(rows.length).toBe(2);
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toHaveTextContent('Flange');
    await userEvent.keyboard('{ArrowDown}');
    // The second row's link, in the same column.
    expect(focused().closest('tr')).toBe(rows[1]);
    expect(focused().tagName).toBe('BUTTON');
    await userEvent.keyboard('{End}');
    expect(focused()).toHaveTextContent('Delete');
    await userEvent.keyboard('{Home}');
    expect(focused()).toBe(rows[1]);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(focused()).toBe(rows[0]);
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(focused().closest('tr')).toBe(rows[1]);
    expect(focused()).toHaveTextContent('Delete');
    await userEvent.keyboard('{ArrowUp}');
    expect(focused().closest('tr')).toBe(rows[0]);
    expect(focused()).toHaveTextContent('Delete');
  });

  it('Space ticks the focused row, b goes to the bulk actions, Enter opens the row’s View', async () => {
    renderGadgetScreen(gadgets, http);
    await screen.findByRole('checkbox', { name: 'Select Flange' });
    const row = screen.getAllByRole('row').find((r) => r.hasAttribute('data-id'))!;
    row.focus();
    await userEvent.keyboard(' ');
    // The toolbar with its buttons (its frame shows the count before its code is in: BulkSlot.tsx).
    await screen.findByRole('button', { name: 'Clear selection' });
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await userEvent.keyboard('b');
    expect(bar).toContainElement(focused());
    expect(focused().tagName).toBe('BUTTON');
    row.focus();
    await userEvent.keyboard('{Enter}');
    const view = await screen.findByRole('dialog', { name: 'Gadget Details' });
    expect(await within(view).findByText('Flange')).toBeInTheDocument();
  });
});
