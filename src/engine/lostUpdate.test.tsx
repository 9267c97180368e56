// No silent lost update: an edit whose record changed on the platform after the form opened asks
// first, naming the changed fields; Overwrite saves over it, Reload starts again from it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { transformations } from '../../resources/transformations';
import { renderWithPlatform } from './__fixtures__/fakePlatform';
import { GeneratedForm } from './GeneratedForm';

const BASE = '/api-link-service/transformations';
const OPENED = { api_link_transform_rule_id: 5, name: 'Gender', description: '', output_type: 'String', in_use: false };

const open = (current: Record<string, unknown>) => {
  const close = vi.fn();
  const platform = renderWithPlatform(
    <GeneratedForm config={transformations} mode="edit" record={{ id: 5, ...OPENED }} close={close} cancel={vi.fn()} />,
    [transformations],
    {
      [`GET ${BASE}/5`]: current,
      [`GET ${BASE}/5/mappings`]: [],
      [`PUT ${BASE}/5`]: (body: unknown) => ({ ...OPENED, ...(body as object) }),
      [`PUT ${BASE}/5/mappings`]: [],
    },
  );
  return { ...platform, close };
};
const writes = (calls: { method: string; path: string; body?: unknown }[]) => calls.filter((c) => c.method === 'PUT');

describe('an edit that another save overtook', { timeout: 30_000 }, () => {
  it('saves at once when nothing changed meanwhile', async () => {
    const { calls, close } = open(OPENED);
    await userEvent.type(await screen.findByLabelText(/Description/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(writes(calls)).toHaveLength(2);
  });

  it('names the changed field and saves nothing; Overwrite then saves the typed values', async () => {
    const { calls, close } = open({ ...OPENED, name: 'Sex' });
    await userEvent.type(await screen.findByLabelText(/Description/), 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Someone else saved a change to this record after you opened it (Name).');
    expect(writes(calls)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Overwrite' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(writes(calls)[0]!.body).toMatchObject({ name: 'Gender', description: 'mine' });
  });

  it('Reload starts the form again from the record as it is now', async () => {
    const { calls, close } = open({ ...OPENED, name: 'Sex', description: 'theirs' });
    await userEvent.type(await screen.findByLabelText(/Description/), 'mine');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText(/^Name/)).toHaveValue('Sex'));
    expect(screen.getByLabelText(/Description/)).toHaveValue('theirs');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(writes(calls)[0]!.body).toMatchObject({ name: 'Sex', description: 'theirs' });
  });
});
