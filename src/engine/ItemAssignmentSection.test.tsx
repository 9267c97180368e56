// The item section is generic: ids, labels and calls come from its config, texts from its screen's; picking
// first is checked by the shared validator; an attached item leaves the picker.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defineResource, type ItemAssignmentConfig } from '../../language/types';
import { ItemAssignmentSection } from './ItemAssignmentSection';
import { fails, renderWithPlatform } from './__fixtures__/fakePlatform';
import { accountSchema } from '../../schemas/account.schema';

const assignment: ItemAssignmentConfig = {
  assigned: 'codes',
  all: 'free',
  add: 'attach',
  remove: 'detach',
  idField: 'ShortCodeId',
  label: { field: 'ShortCode' },
  validator: 'vendorShortCode',
};
// The section's texts, where it looks for them (language/screenTexts.ts): its key in `items` is 'codes'.
const messages = {
  things: {
    items: {
      codes: {
        heading: 'Attached Codes',
        empty: 'Nothing attached',
        picker: 'Free code',
        add: 'Attach',
        added: 'Attached %{ShortCode}',
        removed: 'Detached %{ShortCode}',
        errors: {
          add: 'Could not attach: ',
          remove: 'Could not detach: ',
          load: 'Could not load the codes: ',
          all: 'Could not load the free codes: ',
        },
      },
    },
  },
};
const things = defineResource({
  name: 'things',
  route: '/things',
  area: 'admin',
  roles: undefined,
  idField: 'id',
  schema: accountSchema,
  endpoints: {
    codes: 'GET /things/:id/codes',
    free: 'GET /free',
    attach: 'POST /things/:id/codes/:itemId',
    detach: 'DELETE /things/:id/codes/:itemId',
  },
  list: { columns: [], sort: { field: 'id', order: 'ASC' }, perPage: 50 },
  forms: {},
});

/** A tiny stateful platform: attaching moves a code from the free list to the thing's list. */
const statefulRoutes = () => {
  const attached = [{ ShortCodeId: 1, ShortCode: '55501' }];
  const free = [
    { ShortCodeId: 2, ShortCode: '55502' },
    { ShortCodeId: 3, ShortCode: '55503' },
  ];
  const move = (from: typeof free, to: typeof free, id: number) =>
    to.push(
      ...from.splice(
        from.findIndex((c) => c.ShortCodeId === id),
        1,
      ),
    );
  return {
    'GET /things/7/codes': () => [...attached],
    'GET /free': () => [...free],
    'POST /things/7/codes/3': () => move(free, attached, 3),
    'DELETE /things/7/codes/1': () => move(attached, free, 1),
  };
};
const setup = (routes: Record<string, unknown>) =>
  renderWithPlatform(
    <ItemAssignmentSection config={things} itemKey="codes" assignment={assignment} record={{ id: 7 }} />,
    [things],
    routes,
    messages,
  );

// Several clicks through MUI pickers are slow on a shared machine: a wider per-test budget.
describe('ItemAssignmentSection', { timeout: 20_000 }, () => {
  it('asks to pick first without calling the platform', async () => {
    const { calls } = setup(statefulRoutes());
    expect(await screen.findByText('Attached Codes (1)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a valid short code first.');
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('attaches a free item, which leaves the picker, with the configured notice', async () => {
    const { calls } = setup(statefulRoutes());
    await screen.findByText('Attached Codes (1)');
    await userEvent.click(screen.getByRole('combobox', { name: 'Free code' }));
    expect(screen.queryByRole('option', { name: '55501' })).toBeNull();
    await userEvent.click(await screen.findByRole('option', { name: '55503' }));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Attached 55503')).toBeInTheDocument();
    await screen.findByText('Attached Codes (2)');
    const tags = screen.getByRole('list', { name: 'Attached Codes' });
    expect(within(tags).getByText('55503')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['POST /things/7/codes/3']);
  });

  it('removes an attached item, which the picker then offers', async () => {
    const { calls } = setup(statefulRoutes());
    await screen.findByText('Attached Codes (1)');
    await userEvent.click(screen.getByRole('button', { name: 'Remove 55501' }));
    expect(await screen.findByText('Detached 55501')).toBeInTheDocument();
    expect(await screen.findByText('Nothing attached')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Free code' }));
    expect(await screen.findByRole('option', { name: '55501' })).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /things/7/codes/1']);
  });

  it('reads the free items by their own field names when the config gives them', async () => {
    const renamed = { ...assignment, label: { field: 'ShortCode', allId: 'code_id', allField: 'code' } };
    const { calls } = renderWithPlatform(
      <ItemAssignmentSection config={things} itemKey="codes" assignment={renamed} record={{ id: 7 }} />,
      [things],
      { 'GET /things/7/codes': [], 'GET /free': [{ code_id: 9, code: '55509' }], 'POST /things/7/codes/9': {} },
      messages,
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Free code' }));
    await userEvent.click(await screen.findByRole('option', { name: '55509' }));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByText('Attached 55509')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/things/7/codes/9']);
  });

  it('shows the empty text, and each failure with its own prefix', async () => {
    setup({ 'GET /things/7/codes': [], 'GET /free': fails('down') });
    expect(await screen.findByText('Nothing attached')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Could not load the free codes: down'));
  });

  it('shows the server message of a failed attach', async () => {
    setup({
      'GET /things/7/codes': [],
      'GET /free': [{ ShortCodeId: 2, ShortCode: '55502' }],
      'POST /things/7/codes/2': fails('Conflict'),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Free code' }));
    await userEvent.click(await screen.findByRole('option', { name: '55502' }));
    await userEvent.click(screen.getByRole('button', { name: 'Attach' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not attach: Conflict');
  });
});
