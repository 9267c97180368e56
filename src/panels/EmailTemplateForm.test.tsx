// The email template form with the editor loader replaced: the first save creates and later
// saves update the created id; without the editor the JSON text is edited and its parse error
// is shown before any call; every way the editor fails says why.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { emailTemplates } from '../../resources/emailTemplates';
import { fails, renderWithPlatform } from '../engine/__fixtures__/fakePlatform';
import { EditorLoadError, type StartEditorOptions } from '../emailEditor/beeLoader';
import EmailTemplatePanel from './EmailTemplatePanel';

const loader = vi.hoisted(() => ({ start: vi.fn() }));
vi.mock('../emailEditor/beeLoader', async (original) => ({
  ...(await original<typeof import('../emailEditor/beeLoader')>()),
  startEditor: loader.start,
}));

/** An editor that saves a fixed JSON and HTML when asked. */
const workingEditor = () =>
  loader.start.mockImplementation(async (options: StartEditorOptions) => ({
    save: () => options.onSave('{"page":{"rows":[1]}}', '<p>Hi</p>'),
    togglePreview: vi.fn(),
  }));

const TOKEN = { 'POST /email-service/bee/authorize': { access_token: 'demo-bee-1' } };
const open = (routes: Record<string, unknown>) =>
  renderWithPlatform(
    <EmailTemplatePanel config={emailTemplates} mode="create" record={undefined} close={vi.fn()} cancel={vi.fn()} />,
    [emailTemplates],
    routes,
  );
const typeName = (name: string) => fireEvent.change(screen.getByLabelText(/Template Name/), { target: { value: name } });

// Full react-admin renders: generous on a busy machine.
describe('EmailTemplatePanel', { timeout: 20_000 }, () => {
  it('needs a name, then creates on the first save and updates the created id on the next', async () => {
    workingEditor();
    const { calls } = open({
      ...TOKEN,
      'POST /email-service/emailbeetemplates': { EmailBEETemplateId: 7 },
      'PUT /email-service/emailbeetemplates/7': {},
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: 'Save and Close' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You must fill in the email template name');
    typeName('Lab Results');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(save);
    await screen.findByText('Successfully added email template Lab Results');
    fireEvent.click(save);
    await screen.findByText('Successfully updated email template Lab Results');
    const writes = calls.filter((c) => c.method !== 'GET' && !c.path.includes('authorize'));
    const body = {
      email_bee_template_name: 'Lab Results',
      email_bee_template_json: '{"page":{"rows":[1]}}',
      email_bee_template_html: '<p>Hi</p>',
    };
    expect(writes).toEqual([
      { method: 'POST', path: '/email-service/emailbeetemplates', body },
      { method: 'PUT', path: '/email-service/emailbeetemplates/7', body },
    ]);
    // the editor opened the blank single-column layout
    expect(loader.start.mock.calls[0][0].template).toMatchObject({ page: { rows: [{ type: 'one-column-empty' }] } });
  });

  it('without the editor: says why, and refuses JSON that does not parse with its parse error, calling nothing', async () => {
    loader.start.mockRejectedValue(new EditorLoadError('unreachable', 'BeePlugin.js is not reachable'));
    const { calls } = open(TOKEN);
    expect(await screen.findByText(/The email editor could not be loaded \(its script could not be downloaded\)/)).toBeInTheDocument();
    typeName('Broken');
    fireEvent.change(screen.getByLabelText('Template JSON'), { target: { value: '{"page": }' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    let parseError = '';
    try {
      JSON.parse('{"page": }');
    } catch (error) {
      parseError = (error as Error).message;
    }
    expect(await screen.findByText(parseError)).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET' && !c.path.includes('authorize'))).toEqual([]);
  });

  it.each([
    [
      'a refused token',
      () => loader.start.mockRejectedValue(new EditorLoadError('refused', 'The editor token is not valid')),
      TOKEN,
      'it refused to start: The editor token is not valid',
    ],
    ['no token', () => workingEditor(), { 'POST /email-service/bee/authorize': fails('down') }, 'no editor token: down'],
  ])('%s is explained', async (_name, arrange, routes, reason) => {
    arrange();
    open(routes);
    expect(await screen.findByText(new RegExp(`could not be loaded \\(${reason.replace(/[()]/g, '\\$&')}\\)`))).toBeInTheDocument();
  });
});
