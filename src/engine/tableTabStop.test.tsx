// The list table's rows are one Tab stop: Tab enters at the control focused there last, the next
// Tab leaves the rows, and the stop follows the rows as they are drawn again.
import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Http } from '../data/http';
import { gadgetFixture, gadgets } from './__fixtures__/gadgets';
import { renderGadgetScreen } from './__fixtures__/renderGadgetScreen';
import { setSelection } from './bulk/selection';
import { stopsOf } from './tableKeys';

const http: Http = async () => gadgetFixture.map((g) => ({ ...g }));

const focused = () => document.activeElement as HTMLElement;
const dataRows = () => screen.getAllByRole('row').filter((r) => r.hasAttribute('data-id'));
/** The rows' controls Tab stops at. */
const tabStops = () =>
  dataRows()
    .flatMap(stopsOf)
    .filter((el) => el.tabIndex >= 0);

describe("the list table's rows as one Tab stop", () => {
  afterEach(() => setSelection('gadgets', []));

  it('Tab enters the rows at the first row and leaves them at the next press', async () => {
    renderGadgetScreen(gadgets, http);
    await screen.findByRole('checkbox', { name: 'Select Flange' });
    const rows = dataRows();
    expect(rows.length).toBe(2);
    // Every row has its controls (the link, the actions), yet one stop in all: the first row.
    expect(rows.flatMap(stopsOf).length).toBeGreaterThan(4);
    expect(tabStops()).toEqual([rows[0]]);
    // Shift+Tab from the rows goes back to the header; Tab comes back to the first row, then leaves.
    rows[0]!.focus();
    await userEvent.tab({ shift: true });
    expect(document.querySelector('thead')).toContainElement(focused());
    await userEvent.tab();
    expect(focused()).toBe(rows[0]);
    await userEvent.tab();
    expect(rows.some((r) => r.contains(focused()))).toBe(false);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toContainElement(focused());
  });

  it('remembers where the arrow keys left focus, and Shift+Tab comes back there', async () => {
    renderGadgetScreen(gadgets, http);
    await screen.findByRole('checkbox', { name: 'Select Flange' });
    const rows = dataRows();
    rows[0]!.focus();
    await userEvent.keyboard('{ArrowDown}{End}');
    const action = focused();
    expect(action.closest('tr')).toBe(rows[1]);
    expect(action).toHaveTextContent('Delete');
    expect(tabStops()).toEqual([action]);
    await userEvent.tab();
    expect(rows.some((r) => r.contains(focused()))).toBe(false);
    await userEvent.tab({ shift: true });
    expect(focused()).toBe(action);
  });

  it('keeps one stop when a page draws other rows', async () => {
    renderGadgetScreen(gadgets, http);
    await screen.findByRole('checkbox', { name: 'Select Flange' });
    dataRows()[1]!.focus();
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('checkbox', { name: 'Select Widget' });
    // The next page has one row: the stop moves to it.
    expect(tabStops()).toEqual([dataRows()[0]]);
  });
});
