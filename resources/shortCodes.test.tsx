// The short code forms, generated: the account-group dropdown only for non-SISL users (hiddenFor),
// checks in the requirements' order before any call (the validator's first rule), the code
// read-only on edit, and the body sent under its own names with the default wording (schema default).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { QueryClient } from '@tanstack/react-query';
import { signedInAdmin } from '../src/engine/__fixtures__/signedInAdmin';
import { MemoryRouter } from 'react-router-dom';
import { shortCodes } from './shortCodes';
import { DEFAULT_HELP_MESSAGE, DEFAULT_OPT_OUT_MESSAGE } from '../schemas/rules/shortCodeDefaults';
import { createDataProvider } from '../src/data/dataProvider';
import type { Http } from '../src/data/http';
import { loadTextPack } from '../src/i18n/textPacks';
import { deliberateFailure } from '../src/test/deliberateFailure';
import { i18nProvider } from '../src/i18n/i18nProvider';
import { DetailsView } from '../src/engine/DetailsView';
import { GeneratedForm } from '../src/engine/GeneratedForm';

// The console's own translator, with the Digital Channels texts loaded as the area would.
beforeAll(() => loadTextPack('shortCodes'));

const signInAs = (user_type: string) =>
  sessionStorage.setItem('atk', `x.${btoa(JSON.stringify({ sub: 1, first_name: 'Dana', user_type }))}.y`);
const GROUP_LABEL = /^Assign the accounts of account group/;
const record = {
  id: 3,
  ShortCodeId: 3,
  ShortCode: '28490',
  Throttle: 20,
  ShortCodeDesc: 'Refills',
  HelpMessage: 'Call us',
  OptOutMessage: 'Bye',
};

const renderForm = (mode: 'create' | 'edit') => {
  const http = vi.fn<Http>(async (_method, path) =>
    path === '/auth/accountgroups' ? [{ id: 3, account_group_name: 'Summit Specialty Care' }] : { ShortCodeId: 3 },
  );
  const close = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider([shortCodes], http)} authProvider={signedInAdmin} i18nProvider={i18nProvider}>
        <GeneratedForm
          config={shortCodes}
          mode={mode}
          record={mode === 'edit' ? record : undefined}
          close={close}
          cancel={() => undefined}
        />
      </AdminContext>
    </MemoryRouter>,
  );
  return { http, close };
};
const saves = (http: ReturnType<typeof renderForm>['http']) => http.mock.calls.filter(([method]) => method === 'POST');

afterEach(() => sessionStorage.clear());

describe('short code forms', () => {
  it('offers the account-group dropdown to staff users, with the groups loaded', async () => {
    signInAs('STAFF');
    renderForm('create');
    await userEvent.click(await screen.findByRole('combobox', { name: GROUP_LABEL }));
    expect(await screen.findByRole('option', { name: 'Summit Specialty Care' })).toBeInTheDocument();
    // A code may have no group: the blank choice says so.
    expect(within(screen.getByRole('listbox')).getByText('None')).toBeInTheDocument();
  }, 30_000);

  it('hides the account-group dropdown for user type SISL and never loads the groups', async () => {
    signInAs('SISL');
    const { http } = renderForm('create');
    await screen.findByLabelText(/Help Message/);
    expect(screen.queryByRole('combobox', { name: GROUP_LABEL })).toBeNull();
    expect(http.mock.calls.some(([, path]) => path === '/auth/accountgroups')).toBe(false);
  });

  it('refuses in the required order without calling the platform', async () => {
    signInAs('STAFF');
    const { http } = renderForm('create');
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The following fields are required: Short Code, Throttle, Description');
    await userEvent.type(screen.getByLabelText(/^Short Code/), '99');
    await userEvent.type(screen.getByLabelText(/^Throttle/), 'x');
    await userEvent.type(screen.getByLabelText(/^Description/), 'New');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Short Code cannot be less than 4 characters.');
    expect(saves(http)).toHaveLength(0);
  }, 30_000);

  it('edits with the code read-only and sends the id, the new values and the default opt-out wording', async () => {
    signInAs('STAFF');
    const { http, close } = renderForm('edit');
    const code = await screen.findByLabelText(/^Short Code/);
    expect(code).toHaveAttribute('readonly');
    // The required markers follow the validator's first rule (it names the body's fields).
    expect(screen.getByLabelText('Throttle *')).toBeInTheDocument();
    expect(screen.getByLabelText('Description *')).toBeInTheDocument();
    expect(screen.getByText('7 / 459 characters (1 SMS)')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Optout Message/));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(saves(http)).toEqual([
      [
        'POST',
        '/text-service/shortcodes/shortcode',
        {
          short_code_id: 3,
          short_code: '28490',
          throttle: '20',
          short_code_desc: 'Refills',
          help_message: 'Call us',
          opt_out_message: DEFAULT_OPT_OUT_MESSAGE,
        },
      ],
    ]);
  }, 30_000);

  it('sends a new code trimmed, with the default wording for blank replies and no account group', async () => {
    signInAs('STAFF');
    const { http, close } = renderForm('create');
    await userEvent.type(await screen.findByLabelText(/^Short Code/), ' 45678 ');
    await userEvent.type(screen.getByLabelText(/^Throttle/), '20');
    await userEvent.type(screen.getByLabelText(/^Description/), 'New ');
    expect(screen.getByTestId('HelpMessage-counter')).toHaveTextContent(
      '0 / 459 characters (0 SMS) — left blank, the default wording shown is sent',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(saves(http)).toEqual([
      [
        'POST',
        '/text-service/shortcodes/shortcode',
        {
          short_code: '45678',
          throttle: '20',
          short_code_desc: 'New',
          help_message: DEFAULT_HELP_MESSAGE,
          opt_out_message: DEFAULT_OPT_OUT_MESSAGE,
        },
      ],
    ]);
  }, 30_000);
});

describe('short code details (related lists)', () => {
  const renderDetails = (routes: Record<string, () => unknown>) => {
    const http = vi.fn<Http>(async (method, path) => {
      const answer = routes[`${method} ${path}`];
      if (!answer) throw new Error(`No route ${path}`);
      return answer();
    });
    render(
      <MemoryRouter>
        <AdminContext
          dataProvider={createDataProvider([shortCodes], http)}
          authProvider={signedInAdmin}
          i18nProvider={i18nProvider}
          // A failed load shows at once, not after react-admin's default three retries (7 s).
          queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
        >
          <DetailsView config={shortCodes} mode="show" record={record} close={() => undefined} cancel={() => undefined} />
        </AdminContext>
      </MemoryRouter>,
    );
  };

  it('lists the assigned accounts as tags and the programs as a table under the fields', async () => {
    renderDetails({
      'GET /text-service/shortcodes/3/accounts': () => [{ account_id: 10005, account_name: 'Riverside Pediatrics' }],
      'GET /text-service/shortcodes/3/programs': () => [
        { ChannelProgramId: 1, CompanyName: 'Riverside', ProgramName: 'Follow-up', ChannelProgramStatusSDesc: 'Active', Keyword: 'HEART' },
      ],
    });
    expect(await screen.findByText('Assigned Accounts (1)')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'HEART' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: /Programs using this short code \(1\)/ })).toBeInTheDocument();
    expect(screen.getByText('Refills')).toBeInTheDocument();
  });

  it('says when no program uses the code, and shows a failed load with its own prefix', async () => {
    renderDetails({
      'GET /text-service/shortcodes/3/accounts': () => {
        throw deliberateFailure('down');
      },
      'GET /text-service/shortcodes/3/programs': () => [],
    });
    expect(await screen.findByText('No program uses this short code')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^An error occurred loading the .*: down$/);
  });
});
