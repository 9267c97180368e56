// The Filters menu and its chips on a screen nobody built them for: a filter per column whose
// values are a fixed set, a yes/no, dates, numbers or text, derived from the declarations.
import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { defineResource } from '../../../language/types';
import { testToken } from '../../auth/testToken';
import { createDataProvider } from '../../data/dataProvider';
import { i18nProvider } from '../../i18n/i18nProvider';
import { addTexts } from '../../i18n/i18nProvider';
import { gadgets, gadgetTexts } from '../__fixtures__/gadgets';
import { dataCells } from '../__fixtures__/tableCells';
import { signedInAdmin } from '../__fixtures__/signedInAdmin';
import { ResourceScreen } from '../ResourceScreen';

const stock = defineResource({
  ...gadgets,
  schema: {
    title: 'gadget',
    properties: {
      gadget_name: { type: 'string', title: 'Gadget Name' },
      colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] },
      grade: {
        title: 'Grade',
        oneOf: [
          { const: 'A', title: 'First grade' },
          { const: 'B', title: 'Second grade' },
        ],
      },
      in_stock: { type: 'boolean', title: 'In Stock' },
      weight: { type: 'integer', title: 'Weight' },
      made: { type: 'string', title: 'Made' },
    },
  },
  list: {
    ...gadgets.list,
    perPage: 10,
    columns: [
      { source: 'gadget_name' },
      { source: 'colour' },
      { source: 'grade' },
      { source: 'in_stock', type: 'boolean' },
      { source: 'weight' },
      { source: 'made', type: 'datetime' },
    ],
  },
});

// A column's own header (language/screenTexts.ts).
void addTexts({ gadgets: { ...gadgetTexts, columns: { made: 'Made On' } } });

const day = (d: number) => new Date(2026, 0, d, 12).toISOString();
const rows = [
  { gadget_id: 1, gadget_name: 'Sprocket', colour: 'red', grade: 'A', in_stock: true, weight: 3, made: day(5) },
  { gadget_id: 2, gadget_name: 'Flange', colour: 'blue', grade: 'B', in_stock: false, weight: 12, made: day(10) },
  { gadget_id: 3, gadget_name: 'Widget', colour: 'green', grade: 'A', in_stock: true, weight: 7, made: day(20) },
  { gadget_id: 4, gadget_name: 'Ratchet', colour: 'red', grade: 'B', in_stock: false, weight: 5, made: day(25) },
];

// react-admin writes the list's state to the router's address, as the console's own parts do (a
// saved view is applied through it); `search` is that address's query as last drawn.
let search = '';
const Address = () => {
  const now = useLocation().search;
  useEffect(() => {
    search = now;
  }, [now]);
  return null;
};
const filterInAddress = (query = search) => JSON.parse(new URLSearchParams(query).get('filter') ?? '{}') as Record<string, unknown>;

const openList = async (query = '', first = 'Flange') => {
  cleanup();
  sessionStorage.setItem('atk', testToken({ sub: 1001, email: 'login1001@example.com' }));
  render(
    <MemoryRouter initialEntries={[`/admin/gadgets${query}`]}>
      <AdminContext
        dataProvider={createDataProvider([stock], async () => rows)}
        authProvider={signedInAdmin}
        i18nProvider={i18nProvider}
        store={memoryStore()}
      >
        <Routes>
          <Route path="/admin/gadgets/*" element={<ResourceScreen config={stock} />} />
        </Routes>
        <Routes>
          <Route path="*" element={<Address />} />
        </Routes>
      </AdminContext>
    </MemoryRouter>,
  );
  await screen.findByRole('cell', { name: first });
};

const names = () =>
  screen
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => dataCells(row, { hidden: true })[0].textContent);

const openFilters = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filter by column' });
};

// (found while a menu is open too, which hides the page from assistive technology)
const chipList = () => screen.queryByRole('list', { name: 'Column filters', hidden: true });
const chips = () =>
  chipList()
    ? within(chipList()!)
        .getAllByRole('listitem', { hidden: true })
        .map((c) => c.textContent)
    : [];

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
    expect(new URLSearchParams(search).get('page')).toBe('1');
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
    await waitFor(() => expect(filterInAddress(search)).toEqual({ q: 'e', in_stock: { in: ['true'] } }));
  });
});
