// The transformation form against an in-memory platform: messages word for word, the removal
// question, the two-step save, the unsaved-changes question, the in-use read-only state.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { transformations } from './transformations';
import { fails, renderWithPlatform, type Routes } from '../src/engine/__fixtures__/fakePlatform';
import { FormDialog } from '../src/engine/FormDialog';
import { GeneratedForm } from '../src/engine/GeneratedForm';
import { useCloseGuard } from '../src/engine/closeGuard';
import { deliberateFailure } from '../src/test/deliberateFailure';

const BASE = '/api-link-service/transformations';
const SAVED = [
  { mapping_id: 11, map_from: 'M', map_to: 'Male' },
  { mapping_id: 12, map_from: 'F', map_to: 'Female' },
];
const cell = (column: string, row: number) => screen.getByLabelText(`${column}, row ${row}`);
const type = async (column: string, row: number, text: string) => userEvent.type(cell(column, row), text);
const alertText = async () => (await screen.findByRole('alert')).textContent;

const openInsert = (routes: Routes = {}) =>
  renderWithPlatform(<FormDialog config={transformations} mode="create" />, [transformations], {
    [`GET ${BASE}`]: [],
    [`POST ${BASE}`]: (body: unknown) => ({ api_link_transform_rule_id: 40, ...(body as object) }),
    [`PUT ${BASE}/40/mappings`]: (body: unknown) => (body as { mappings: unknown[] }).mappings,
    ...routes,
  });

const openEdit = (record: Record<string, unknown>, routes: Routes = {}) => {
  // The record as the dialog hands it over once its details call answered.
  const details = { api_link_transform_rule_id: 5, name: 'Gender', description: '', output_type: 'String', in_use: false, ...record };
  return renderWithPlatform(
    <GeneratedForm config={transformations} mode="edit" record={{ id: 5, ...details }} close={() => undefined} cancel={() => undefined} />,
    [transformations],
    { [`GET ${BASE}/5`]: details, [`GET ${BASE}/5/mappings`]: SAVED, ...routes },
  );
};

// Typing through userEvent in jsdom is slow on a shared machine: a generous timeout per test.
describe('the transformation form', { timeout: 30_000 }, () => {
  it("checks the name and every mapping before any call, with the requirements' words", async () => {
    const { calls } = openInsert();
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Data Transformation' });
    // The panel loads on first use.
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Save' }));
    expect(await alertText()).toBe('Name cannot be empty');
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Plan Tier');
    await userEvent.click(screen.getByRole('button', { name: 'Add Mapping' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await alertText()).toBe('Map From cannot be empty'));
    await type('Map From', 1, 'Gold');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await alertText()).toBe('Map To cannot be empty'));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Output Data Type' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Integer' }));
    await type('Map To', 1, 'three');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(async () => expect(await alertText()).toBe('Map To must be an integer'));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('saves the details first, then the whole list with new rows as mapping_id 0', async () => {
    const { calls } = openInsert();
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Data Transformation' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Plan Tier');
    await userEvent.click(screen.getByRole('button', { name: 'Add Mapping' }));
    await type('Map From', 1, 'Gold');
    await type('Map To', 1, '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved Transformation details')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'POST', path: BASE, body: { name: 'Plan Tier', description: '', output_type: 'String' } },
      { method: 'PUT', path: `${BASE}/40/mappings`, body: { mappings: [{ mapping_id: 0, map_from: 'Gold', map_to: '3' }] } },
    ]);
  });

  it('updates details then mappings of a saved one, in that order', async () => {
    const { calls } = openEdit({}, { [`PUT ${BASE}/5`]: { api_link_transform_rule_id: 5 }, [`PUT ${BASE}/5/mappings`]: SAVED });
    await userEvent.type(await screen.findByLabelText(/^Description/), 'Codes');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved Transformation details')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PUT', path: `${BASE}/5`, body: { name: 'Gender', output_type: 'String', description: 'Codes' } },
      { method: 'PUT', path: `${BASE}/5/mappings`, body: { mappings: SAVED } },
    ]);
  });

  it('takes a description of several lines in a multi-line box (the schema says paragraph) and sends them as typed', async () => {
    const { calls } = openEdit({}, { [`PUT ${BASE}/5`]: { api_link_transform_rule_id: 5 }, [`PUT ${BASE}/5/mappings`]: SAVED });
    const description = await screen.findByLabelText(/^Description/);
    expect(description.tagName).toBe('TEXTAREA');
    await userEvent.type(description, 'line one{Enter}line two');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved Transformation details')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT' && c.path === `${BASE}/5`)?.body).toMatchObject({ description: 'line one\nline two' });
  });

  it('stays open when only the mapping list fails, and saving again updates the transformation just made', async () => {
    let failures = 1;
    const { calls } = openInsert({
      [`PUT ${BASE}/40/mappings`]: (body: unknown) => {
        if (failures-- > 0) throw deliberateFailure('down');
        return (body as { mappings: unknown[] }).mappings;
      },
      [`PUT ${BASE}/40`]: { api_link_transform_rule_id: 40 },
    });
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Data Transformation' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Plan Tier');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await alertText()).toBe('An error occurred saving Transformation details: down');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Successfully saved Transformation details')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      `POST ${BASE}`,
      `PUT ${BASE}/40/mappings`,
      `PUT ${BASE}/40`,
      `PUT ${BASE}/40/mappings`,
    ]);
  });

  it('removes a blank new row at once, and asks before removing a filled one', async () => {
    const { calls } = openInsert();
    await screen.findByRole('dialog', { name: 'New Custom Data Transformation' });
    await userEvent.click(screen.getByRole('button', { name: 'Add Mapping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remove mapping row 1' }));
    expect(screen.queryByLabelText('Map From, row 1')).toBeNull();
    expect(screen.queryByText(/Are you sure you want to delete the mapping/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Add Mapping' }));
    await type('Map From', 1, 'X');
    await userEvent.click(screen.getByRole('button', { name: 'Remove mapping row 1' }));
    expect(await screen.findByText('Are you sure you want to delete the mapping (X => <blank>)?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully removed the mapping')).toBeInTheDocument();
    expect(screen.queryByLabelText('Map From, row 1')).toBeNull();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('explains a taken name, and sends no mappings', async () => {
    const { calls } = openInsert({ [`POST ${BASE}`]: fails('Conflict') });
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Data Transformation' });
    await userEvent.type(await within(dialog).findByLabelText(/^Name/), 'Gender');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await alertText()).toBe(
      'An error occurred saving Transformation details: Check that a transformation with that name does not already exist.',
    );
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST']);
  });

  it('asks before leaving with unsaved changes', async () => {
    openInsert();
    const dialog = await screen.findByRole('dialog', { name: 'New Custom Data Transformation' });
    await userEvent.type(within(dialog).getByLabelText(/^Name/), 'Half done');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(
      await screen.findByText("Are you sure you want to leave the Data Transformation page? You've made unsaved changes."),
    ).toBeInTheDocument();
  });

  it('removes a saved row on the platform at once: the saved list without it, other edits kept in the form', async () => {
    const { calls } = openEdit({}, { [`PUT ${BASE}/5/mappings`]: (body: unknown) => (body as { mappings: unknown[] }).mappings });
    await waitFor(() => expect(cell('Map From', 1)).toHaveValue('M'));
    await userEvent.clear(cell('Map To', 1));
    await type('Map To', 1, 'Man');
    await userEvent.click(screen.getByRole('button', { name: 'Remove mapping row 2' }));
    expect(await screen.findByText('Are you sure you want to delete the mapping (F => Female)?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Successfully removed the mapping')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([
      { method: 'PUT', path: `${BASE}/5/mappings`, body: { mappings: [SAVED[0]] } },
    ]);
    expect(cell('Map To', 1)).toHaveValue('Man');
    expect(screen.queryByLabelText('Map From, row 2')).toBeNull();
  });

  it('keeps the row and says so when the removal fails', async () => {
    openEdit({}, { [`PUT ${BASE}/5/mappings`]: fails('down') });
    await waitFor(() => expect(cell('Map From', 2)).toHaveValue('F'));
    await userEvent.click(screen.getByRole('button', { name: 'Remove mapping row 2' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(await alertText()).toBe("I'm sorry, there was an error trying to delete the mapping");
    expect(cell('Map From', 2)).toHaveValue('F');
  });

  it('shows an in-use transformation read-only with the banner', async () => {
    openEdit({ in_use: true });
    expect(await screen.findByText('This Transformation is in use')).toBeInTheDocument();
    await waitFor(() => expect(cell('Map From', 1)).toHaveAttribute('readonly'));
    expect(screen.getByLabelText('Name')).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add Mapping' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Remove mapping row/ })).toBeNull();
  });

  it('names the failing load', async () => {
    openEdit({}, { [`GET ${BASE}/5/mappings`]: fails('down') });
    expect(await alertText()).toBe('An error occurred loading Transformation mappings: down');
  });

  it('is not left with unsaved changes by a removal the platform saved', async () => {
    const details = { api_link_transform_rule_id: 5, name: 'Gender', description: 'x', output_type: 'String', in_use: false };
    const close = vi.fn();
    const Hosted = () => {
      const { cancel, guard } = useCloseGuard(close, 'transformations.leaveConfirm');
      return guard(<GeneratedForm config={transformations} mode="edit" record={{ id: 5, ...details }} close={close} cancel={cancel} />);
    };
    renderWithPlatform(<Hosted />, [transformations], {
      [`GET ${BASE}/5/mappings`]: SAVED,
      [`PUT ${BASE}/5/mappings`]: (body: unknown) => (body as { mappings: unknown[] }).mappings,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove mapping row 1' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await screen.findByText('Successfully removed the mapping');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(close).toHaveBeenCalled();
    expect(screen.queryByText(/You've made unsaved changes/)).toBeNull();
  });
});
