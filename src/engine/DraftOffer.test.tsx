// Typed work survives an expired session: the failed save keeps it (never a password), and the
// form at the same address offers it back after sign-in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { transformations } from '../../resources/transformations';
import { EXPIRED_TOKEN_TEXT } from '../auth/expiryRedirect';
import { fails, renderWithPlatform, type Routes } from './__fixtures__/fakePlatform';
import { keepDraft, readDraft } from './formDrafts';
import { GeneratedForm } from './GeneratedForm';

const BASE = '/api-link-service/transformations';
const RECORD = { api_link_transform_rule_id: 5, name: 'Gender', description: '', output_type: 'String', in_use: false };
const open = (routes: Routes = {}) =>
  renderWithPlatform(
    <GeneratedForm config={transformations} mode="edit" record={{ id: 5, ...RECORD }} close={vi.fn()} cancel={vi.fn()} />,
    [transformations],
    { [`GET ${BASE}/5`]: RECORD, [`GET ${BASE}/5/mappings`]: [], ...routes },
  );

describe('a form and an expired session', { timeout: 30_000 }, () => {
  it('keeps what was typed when the save meets the expiry text', async () => {
    open({ [`GET ${BASE}/5`]: fails(EXPIRED_TOKEN_TEXT) });
    await userEvent.type(await screen.findByLabelText(/Description/), 'typed before');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(EXPIRED_TOKEN_TEXT);
    expect(readDraft(window.location.pathname)).toMatchObject({ name: 'Gender', description: 'typed before' });
  });

  it('keeps nothing for any other failure', async () => {
    open({ [`GET ${BASE}/5`]: fails('Server down') });
    await userEvent.type(await screen.findByLabelText(/Description/), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('alert');
    expect(readDraft(window.location.pathname)).toBeNull();
  });

  it('offers the kept values back at the same address; Restore fills the form, once', async () => {
    keepDraft(window.location.pathname, { ...RECORD, description: 'typed before' });
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(screen.getByLabelText(/Description/)).toHaveValue('typed before'));
    expect(screen.queryByText(/Your session ended/)).toBeNull();
    expect(readDraft(window.location.pathname)).toBeNull();
  });
});
