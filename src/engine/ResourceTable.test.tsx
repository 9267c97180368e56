// The list table with a page of more rows than MANY_ROWS, whose rows and their selection draw as
// deferred work: they still end up showing the page's rows and every change of the selection.
// Driven through a list context of its own, so no list state of another test can set its page.
import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, ResourceContextProvider, useList } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { createDataProvider } from '../data/dataProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { gadgets } from './__fixtures__/gadgets';
import { signedInAdmin } from './__fixtures__/signedInAdmin';
import { setSelection } from './bulk/selection';
import { MANY_ROWS, ResourceTable } from './ResourceTable';

const partsOf = (count: number, colour: string) =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, gadget_id: i + 1, gadget_name: `Part ${String(i + 1).padStart(3, '0')}`, colour }));

/** The table over a list of local rows (react-admin's useList: sort and page as a list's own). */
const PartsTable = ({ data }: { data: ReturnType<typeof partsOf> }) => (
  <ListContextProvider value={useList({ data, perPage: data.length, sort: gadgets.list.sort })}>
    <ResourceTable config={gadgets} />
  </ListContextProvider>
);

const table = (data: ReturnType<typeof partsOf>) => (
  <MemoryRouter initialEntries={['/admin/gadgets']}>
    <AdminContext dataProvider={createDataProvider([gadgets], async () => [])} authProvider={signedInAdmin} i18nProvider={i18nProvider}>
      <ResourceContextProvider value="gadgets">
        <PartsTable data={data} />
      </ResourceContextProvider>
    </AdminContext>
  </MemoryRouter>
);

/** The colour cell of each row, in order. */
const colours = () => [...document.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[2]?.textContent);

describe('a list table of many rows', () => {
  // No row stays selected for the next test file (the selection outlives a test: selection.ts).
  afterEach(() => setSelection('gadgets', []));

  it('shows new rows and follows the selection: the page, a row by Space, a cleared selection', async () => {
    setSelection('gadgets', []);
    const count = MANY_ROWS + 20;
    const { rerender } = render(table(partsOf(count, 'red')));
    // Found by role once all are in: a role query over this many rows takes a while in jsdom.
    await waitFor(() => expect(document.querySelectorAll('tbody tr')).toHaveLength(count));
    const first = screen.getByRole('checkbox', { name: 'Select Part 001' });
    const last = screen.getByRole('checkbox', { name: `Select Part ${count}` });

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(count + 1));
    expect(last.closest('tr')).toHaveAttribute('aria-selected', 'true');

    first.closest('tr')!.focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(first).not.toBeChecked());
    expect(first.closest('tr')).toHaveAttribute('aria-selected', 'false');

    // The same rows answered again, changed (as after a bulk run): every row shows the change.
    rerender(table(partsOf(count, 'blue')));
    await waitFor(() => expect(new Set(colours())).toEqual(new Set(['blue'])));

    setSelection('gadgets', []);
    await waitFor(() => expect(screen.queryAllByRole('checkbox', { checked: true })).toHaveLength(0));
  });
});
