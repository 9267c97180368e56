// A refused save shows its first error once: by its field (or table cell) when one shows it, else
// in the form's banner; never also in a snackbar.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { transformations } from '../../resources/transformations';
import { fails, renderWithPlatform } from './__fixtures__/fakePlatform';
import { GeneratedForm } from './GeneratedForm';

const BASE = '/api-link-service/transformations';
const OPENED = { api_link_transform_rule_id: 5, name: 'Gender', description: '', output_type: 'String', in_use: false };

const open = (save: unknown = (body: unknown) => ({ ...OPENED, ...(body as object) })) => {
  const close = vi.fn();
  const platform = renderWithPlatform(
    <GeneratedForm config={transformations} mode="edit" record={{ id: 5, ...OPENED }} close={close} cancel={vi.fn()} />,
    [transformations],
    { [`GET ${BASE}/5`]: OPENED, [`GET ${BASE}/5/mappings`]: [], [`PUT ${BASE}/5`]: save, [`PUT ${BASE}/5/mappings`]: [] },
  );
  return { ...platform, close };
};

/** Every place the text shows, the snackbar's included. */
const shown = (text: string) => screen.queryAllByText(text, { exact: true, ignore: 'script, style' });

describe("a refused save's first error", { timeout: 30_000 }, () => {
  it('shows once, under its field, as the alert that tells of the refusal; no banner and no snackbar say it again', async () => {
    const { calls } = open();
    await userEvent.clear(await screen.findByLabelText(/^Name/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown('Name cannot be empty')).toHaveLength(1));
    const name = screen.getByLabelText(/^Name/);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Name cannot be empty');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Name cannot be empty']);
    expect(screen.queryByText('The form is not valid. Please check for errors')).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it("shows a table cell's message once, by its cell", async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Mapping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(shown('Map From cannot be empty')).toHaveLength(1));
    expect(screen.getAllByRole('alert')[0]).toHaveTextContent(/^Map From cannot be empty$/);
    expect(screen.queryByText('The form is not valid. Please check for errors')).toBeNull();
  });

  it("shows the platform's refusal once, in the banner with the form's prefix", async () => {
    const { close } = open(fails('Name is taken'));
    await userEvent.type(await screen.findByLabelText(/Description/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const text = 'An error occurred saving Transformation details: Name is taken';
    await waitFor(() => expect(shown(text)).toHaveLength(1));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([text]);
    expect(within(screen.getByRole('alert')).getByText(text)).toBeInTheDocument();
    expect(close).not.toHaveBeenCalled();
  });
});
