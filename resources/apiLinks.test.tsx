// The API link form's calls in the requirements' order: a new link is
// POSTed, its details reload, then its attributes are PUT as a whole array; an update PUTs the
// same fields plus the id; nothing is sent while a shared rule fails.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiLinks } from './apiLinks';
import { renderWithPlatform, type Routes } from '../src/engine/__fixtures__/fakePlatform';
import { GeneratedForm } from '../src/engine/GeneratedForm';

const B = '/api-link-service';
const REFERENCE: Routes = {
  [`GET ${B}/data-types`]: [
    { api_data_type_id: 1, name: 'string' },
    { api_data_type_id: 5, name: 'header' },
  ],
  [`GET ${B}/auth-methods`]: [
    { api_authentication_method_id: 2, name: 'BasicAuth' },
    { api_authentication_method_id: 4, name: 'SignatureAuth' },
  ],
};
const LINK = {
  id: 3,
  api_link_id: 3,
  name: 'Lab callback',
  description: '',
  url: 'https://labs.example.org/cb',
  verb: 'PUT',
  authentication_method_id: 2,
  authentication_detail: '{"username":{"name":"user","value":"svc"}}',
  disabled_ind: 0,
};

const render = (mode: string, record: Record<string, unknown> | undefined, routes: Routes) => {
  const close = vi.fn();
  const platform = renderWithPlatform(
    <GeneratedForm config={apiLinks} mode={mode} record={record as never} close={close} cancel={vi.fn()} />,
    [apiLinks],
    { ...REFERENCE, ...routes },
  );
  return { ...platform, close };
};
const writes = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method !== 'GET' || /api-link\/\d+$/.test(c.path)).map((c) => `${c.method} ${c.path}`);

describe('API Link Configuration details', () => {
  it('creates: POST, details reload, then the attributes as a whole array', async () => {
    const { calls, close } = render('create', undefined, {
      [`POST ${B}/api-link`]: { ApiLinkId: 9 },
      [`GET ${B}/api-link/9`]: { ...LINK, api_link_id: 9, name: 'New hook' },
      [`PUT ${B}/api-link-attributes/9`]: [],
    });
    await userEvent.type(screen.getByLabelText(/API Link name/), 'New hook');
    await userEvent.type(screen.getByLabelText(/API URL Endpoint/), 'https://hooks.example.org/new');
    await userEvent.selectOptions(screen.getByLabelText(/Verb/), 'POST');
    await waitFor(() => expect(screen.getByRole('option', { name: 'BasicAuth' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText(/Security type/), '2');
    const attributes = screen.getByRole('region', { name: 'API Link Attributes' });
    await userEvent.click(within(attributes).getByRole('button', { name: 'Add attribute' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have an empty attribute field name');
    expect(writes(calls)).toEqual([]);

    await userEvent.type(within(attributes).getByLabelText('Field Name 1'), 'member_id');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(writes(calls)).toEqual([`POST ${B}/api-link`, `GET ${B}/api-link/9`, `PUT ${B}/api-link-attributes/9`]);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({
      api_link_name: 'New hook',
      api_link_description: '',
      api_link_url: 'https://hooks.example.org/new',
      api_link_verb: 'POST',
      api_link_authentication_method_id: '2',
      api_link_enabled: true,
      api_link_authentication_detail: '{}',
    });
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      api_link_attributes: [{ api_data_type_id: '1', name: 'member_id', description: '', default_value: '', test_value: '' }],
    });
  }, 30_000);

  it('updates with the same fields plus the id, and the attributes it loaded', async () => {
    const { calls, close } = render('edit', LINK, {
      [`GET ${B}/in-use/3`]: { api_link_id: 3, in_use: false },
      [`GET ${B}/api-link-attributes/3`]: [
        { api_link_attribute_id: 4, api_data_type_id: 5, name: 'X-Trace', description: '', default_value: '', test_value: '' },
      ],
      [`GET ${B}/api-link/3`]: LINK,
      [`PUT ${B}/api-link/3`]: LINK,
      [`PUT ${B}/api-link-attributes/3`]: [],
    });
    const enabled = await screen.findByRole('checkbox', { name: 'API Link enabled' });
    await waitFor(() => expect(enabled).toBeEnabled());
    await userEvent.click(enabled);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    // The read first: an edit compares the record with the platform's before it saves.
    expect(writes(calls)).toEqual([`GET ${B}/api-link/3`, `PUT ${B}/api-link/3`, `PUT ${B}/api-link-attributes/3`]);
    expect(calls.find((c) => c.path === `${B}/api-link/3` && c.method === 'PUT')!.body).toMatchObject({
      api_link_id: 3,
      api_link_enabled: false,
      api_link_authentication_detail: LINK.authentication_detail,
    });
    expect(calls.find((c) => c.path === `${B}/api-link-attributes/3` && c.method === 'PUT')!.body).toEqual({
      api_link_attributes: [
        { api_link_attribute_id: 4, api_data_type_id: '5', name: 'X-Trace', description: '', default_value: '', test_value: '' },
      ],
    });
  }, 30_000);

  it('shows a link in use read-only under its banner, with no Save', async () => {
    render(
      'edit',
      { ...LINK, authentication_detail: '{"certs":[{"name":"ca","value":"pem"}]}' },
      {
        [`GET ${B}/in-use/3`]: { api_link_id: 3, in_use: true },
        [`GET ${B}/api-link-attributes/3`]: [],
      },
    );
    expect(await screen.findByText('This API Link is in use')).toBeInTheDocument();
    expect(screen.getByLabelText(/API Link name/)).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add authentication field' })).toBeNull();
    // The certs row is held with the form: its cells cannot change and it has no remove button.
    const auth = screen.getByRole('region', { name: 'Authentication details' });
    const cells = [...within(auth).getAllByRole('combobox'), ...within(auth).getAllByRole('textbox')];
    expect(cells.length).toBeGreaterThanOrEqual(2);
    for (const cell of cells) expect(cell).toBeDisabled();
    expect(within(auth).queryAllByRole('button')).toEqual([]);
  });

  it('checks the entries before any call; a second Save gives the next message (no stale mark)', async () => {
    const { calls } = render('create', undefined, {});
    await userEvent.type(screen.getByLabelText(/API Link name/), 'N');
    await userEvent.type(screen.getByLabelText(/API URL Endpoint/), 'https://x.example.org/a');
    await userEvent.selectOptions(screen.getByLabelText(/Verb/), 'POST');
    await screen.findByRole('option', { name: 'SignatureAuth' });
    await userEvent.selectOptions(screen.getByLabelText(/Security type/), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('SignatureAuth needs a username authentication field.');
    const auth = screen.getByRole('region', { name: 'Authentication details' });
    await userEvent.click(within(auth).getByRole('button', { name: 'Add authentication field' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['You cannot have authentication fields which are empty.']),
    );
    expect(writes(calls)).toEqual([]);
  }, 30_000);

  it('says when the stored authentication details are not JSON, and starts without them', async () => {
    render(
      'edit',
      { ...LINK, authentication_detail: '{broken' },
      {
        [`GET ${B}/in-use/3`]: { api_link_id: 3, in_use: false },
        [`GET ${B}/api-link-attributes/3`]: [],
      },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred loading details: /);
    const auth = screen.getByRole('region', { name: 'Authentication details' });
    expect(within(auth).getByText('No Records')).toBeInTheDocument();
    expect(screen.getByLabelText(/API Link name/)).toBeEnabled();
  });

  it('marks a repeated attribute name under its cell, beside the banner', async () => {
    const { calls } = render('edit', LINK, {
      [`GET ${B}/in-use/3`]: { api_link_id: 3, in_use: false },
      [`GET ${B}/api-link-attributes/3`]: [
        { api_link_attribute_id: 4, api_data_type_id: 1, name: 'member_id', description: '', default_value: '', test_value: '' },
      ],
    });
    const attributes = await screen.findByRole('region', { name: 'API Link Attributes' });
    await userEvent.click(within(attributes).getByRole('button', { name: 'Add attribute' }));
    await userEvent.type(within(attributes).getByLabelText('Field Name 2'), 'member_id');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Attribute field name member_id is used more than once for the field type string',
    );
    expect(within(attributes).getByText('member_id is used more than once for this field type')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
  }, 30_000);

  it('gives a row added before the field types arrived the first type once they do', async () => {
    let arrive: (types: unknown) => void = () => undefined;
    const types = new Promise((resolve) => (arrive = resolve));
    render('create', undefined, { [`GET ${B}/data-types`]: () => types });
    const attributes = await screen.findByRole('region', { name: 'API Link Attributes' });
    await userEvent.click(within(attributes).getByRole('button', { name: 'Add attribute' }));
    const type = within(attributes).getByLabelText('Field Type 1') as HTMLSelectElement;
    expect(type.value).toBe('');
    arrive(REFERENCE[`GET ${B}/data-types`]);
    await waitFor(() => expect(type.value).toBe('1'));
    // a row added once they are there gets it at once
    await userEvent.click(within(attributes).getByRole('button', { name: 'Add attribute' }));
    expect((within(attributes).getByLabelText('Field Type 2') as HTMLSelectElement).value).toBe('1');
  });
});
