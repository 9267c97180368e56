import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import type { Http } from '../../data/http';
import { deliberate } from '../../test/deliberateFailure';
import { gadgetFixture, gadgets } from '../__fixtures__/gadgets';
import { renderGadgetScreen } from '../__fixtures__/renderGadgetScreen';
import { setSelection } from './selection';

/** The gadget platform: its list, and a delete refused for one gadget with the platform's message. */
const platform = () => {
  const rows = gadgetFixture.map((g) => ({ ...g }));
  const calls: string[] = [];
  const http: Http = async (method, path) => {
    calls.push(`${method} ${path}`);
    if (method === 'GET') return rows;
    const id = Number(path.split('/').pop());
    if (id === 3) throw deliberate(new HttpError('Gadget 3 is in use', 409, undefined));
    rows.splice(
      rows.findIndex((r) => r.gadget_id === id),
      1,
    );
    return {};
  };
  return { http, calls };
};

/** The bulk toolbar with its buttons (its frame shows the count before its code is in: BulkSlot.tsx). */
const loadedBar = async () => {
  await screen.findByRole('button', { name: 'Clear selection' });
  return screen.getByRole('toolbar', { name: 'Bulk actions' });
};

describe('bulk actions on a generated list', () => {
  // The selection is kept per list for the page's life (selection.ts), and test files share
  // modules: rows left selected here showed the bulk toolbar's "1 selected" status in another
  // file's gadgets screen, beside the list's "Loading" status (ListRows.test.tsx).
  afterEach(() => setSelection('gadgets', []));

  it('selects the page, then every matching row, deletes them 4 at a time and names the refused row', async () => {
    setSelection('gadgets', []);
    const { http, calls } = platform();
    renderGadgetScreen(gadgets, http);
    const pageBox = await screen.findByRole('checkbox', { name: 'Select every row on this page' });
    expect(screen.getByRole('checkbox', { name: 'Select Flange' })).not.toBeChecked();
    await userEvent.click(pageBox);
    const bar = await loadedBar();
    expect(within(bar).getByRole('status')).toHaveTextContent('2 selected');
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 3 matching' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('3 selected'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 selected rows?' });
    await within(dialog).findByText('The console makes one call per row, 4 at a time: 3 calls.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('2 rows deleted.');
    expect(within(summary).getByText('1 row refused:')).toBeInTheDocument();
    expect(within(summary).getByText('Widget')).toBeInTheDocument();
    expect(within(summary).getByText('Gadget 3 is in use')).toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('DELETE')).sort()).toEqual([
      'DELETE /gadget-service/gadgets/1',
      'DELETE /gadget-service/gadgets/2',
      'DELETE /gadget-service/gadgets/3',
    ]);
    await userEvent.click(within(summary).getByRole('button', { name: 'Close' }));
    // The refused row stays selected; the deleted ones leave the selection.
    await waitFor(() =>
      expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('status')).toHaveTextContent('1 selected'),
    );
    // Focus is back on the action's button, still there.
    expect(within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('Space toggles the focused row; Clear empties the selection', async () => {
    setSelection('gadgets', []);
    renderGadgetScreen(gadgets, platform().http);
    const box = await screen.findByRole('checkbox', { name: 'Select Sprocket' });
    const row = box.closest('tr')!;
    row.focus();
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    expect(row).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Select Flange' }).closest('tr'));
    await userEvent.keyboard(' ');
    expect(screen.getByRole('checkbox', { name: 'Select Flange' })).toBeChecked();
    const bar = await loadedBar();
    await userEvent.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull());
    expect(box).not.toBeChecked();
  });

  it("the page's checkbox selects the rows of the page shown, after a page change too", async () => {
    setSelection('gadgets', []);
    renderGadgetScreen(gadgets, platform().http);
    await screen.findByRole('checkbox', { name: 'Select Flange' });
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    const last = await screen.findByRole('checkbox', { name: 'Select Widget' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await waitFor(() => expect(last).toBeChecked());
    const bar = await loadedBar();
    expect(within(bar).getByRole('status')).toHaveTextContent('1 selected');
  });

  // After the page change above: a render's list state lives in its own router (vite.config.ts,
  // src/test/setup.ts), not in anything the last test left.
  it('a screen rendered again starts on its first page, not on the page the last test left', async () => {
    renderGadgetScreen(gadgets, platform().http);
    await screen.findByRole('checkbox', { name: 'Select Flange' });
    expect(screen.queryByRole('checkbox', { name: 'Select Widget' })).toBeNull();
  });

  it('drops the selection when the search changes; a page change and a sort keep it', async () => {
    setSelection('gadgets', []);
    renderGadgetScreen(gadgets, platform().http);
    const flange = await screen.findByRole('checkbox', { name: 'Select Flange' });
    await userEvent.click(flange);
    const status = async () => within(await screen.findByRole('toolbar', { name: 'Bulk actions' })).getByRole('status');
    expect(await status()).toHaveTextContent('1 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByRole('checkbox', { name: 'Select Widget' });
    expect(await status()).toHaveTextContent('1 selected');
    await userEvent.click(screen.getByRole('button', { name: 'Gadget Name' }));
    await screen.findByRole('checkbox', { name: 'Select Widget' });
    expect(await status()).toHaveTextContent('1 selected');
    await userEvent.type(screen.getByRole('textbox', { name: 'Filter' }), 'e');
    await waitFor(() => expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull());
    // Back to every gadget (sorted down: Flange on page 2), none selected.
    await userEvent.clear(screen.getByRole('textbox', { name: 'Filter' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('checkbox', { name: 'Select Flange' })).not.toBeChecked();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
  });

  it('the question says how many selected rows are off the page; the summary counts those that stay, as the toolbar does', async () => {
    setSelection('gadgets', []);
    renderGadgetScreen(gadgets, platform().http);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = await loadedBar();
    await userEvent.click(within(bar).getByRole('button', { name: 'Select all 3 matching' }));
    await waitFor(() => expect(within(bar).getByRole('status')).toHaveTextContent('3 selected'));
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 3 selected rows?' });
    expect(within(dialog).getByText('1 of the selected rows is not on this page.')).toBeInTheDocument();
    await within(dialog).findByText('The console makes one call per row, 4 at a time: 3 calls.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('2 rows deleted.');
    expect(within(summary).getByText('1 row stays selected:')).toBeInTheDocument();
    expect(within(summary).getByText('1 refused by the platform')).toBeInTheDocument();
    // Behind the summary (hidden from assistive technology while it is open), the same count.
    const behind = screen.getByRole('toolbar', { name: 'Bulk actions', hidden: true });
    expect(within(behind).getByRole('status', { hidden: true })).toHaveTextContent('1 selected');
  });

  it('shows no "0 selected" behind the summary of a run that did every row', async () => {
    setSelection('gadgets', []);
    renderGadgetScreen(gadgets, platform().http);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select every row on this page' }));
    const bar = await loadedBar();
    await userEvent.click(within(bar).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete 2 selected rows?' });
    await within(dialog).findByText('The console makes one call per row, 4 at a time: 2 calls.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const summary = await screen.findByRole('dialog', { name: 'Bulk Delete: summary' });
    await within(summary).findByText('2 rows deleted.');
    expect(screen.queryByText('0 selected')).toBeNull();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions', hidden: true })).toBeNull();
    await userEvent.click(within(summary).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The action's button went with the toolbar: focus goes to the list's page checkbox, not to the page's body.
    expect(screen.getByRole('checkbox', { name: 'Select every row on this page' })).toHaveFocus();
  });
});
