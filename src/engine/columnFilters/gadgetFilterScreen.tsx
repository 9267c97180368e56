// The screen the column filter tests open: a list nobody built filters for, whose columns hold a
// fixed set, labelled choices, a yes/no, numbers, dates and text, with the ways to read it.
import { expect } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource } from '../../../language/types';
import { testToken } from '../../auth/testToken';
import { addTexts } from '../../i18n/i18nProvider';
import { gadgets, gadgetTexts } from '../__fixtures__/gadgets';
import { dataCells } from '../__fixtures__/tableCells';
import { drawnAddress, renderGadgetList } from '../__fixtures__/renderGadgetScreen';

export const stock = defineResource({
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
// saved view is applied through it); the fixture reports that address's query as last drawn.
export const filterInAddress = (query = drawnAddress.search) =>
  JSON.parse(new URLSearchParams(query).get('filter') ?? '{}') as Record<string, unknown>;

export const openList = async (query = '', first = 'Flange') => {
  cleanup();
  sessionStorage.setItem('atk', testToken({ sub: 1001, email: 'login1001@example.com' }));
  renderGadgetList({ config: stock, rows, at: `/admin/gadgets${query}` });
  await screen.findByRole('cell', { name: first });
};

export const names = () =>
  screen
    .getAllByRole('row', { hidden: true })
    .slice(1)
    .map((row) => dataCells(row, { hidden: true })[0].textContent);

export const openFilters = async () => {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toBeEnabled());
  await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
  return screen.findByRole('dialog', { name: 'Filter by column' });
};

// (found while a menu is open too, which hides the page from assistive technology)
export const chipList = () => screen.queryByRole('list', { name: 'Column filters', hidden: true });
export const chips = () =>
  chipList()
    ? within(chipList()!)
        .getAllByRole('listitem', { hidden: true })
        .map((c) => c.textContent)
    : [];
