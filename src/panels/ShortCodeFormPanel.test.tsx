// The short code form: the account-group dropdown only for non-SISL users, checks in the requirements'
// order before any call, the code read-only on edit, and the body sent with the default wording.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext } from 'react-admin';
import { signedInAdmin } from '../engine/__fixtures__/signedInAdmin';
import { MemoryRouter } from 'react-router-dom';
import { shortCodes } from '../../resources/shortCodes';
import { DEFAULT_OPT_OUT_MESSAGE } from '../../schemas/rules/shortCodeDefaults';
import { createDataProvider } from '../data/dataProvider';
import type { Http } from '../data/http';
import { loadAreaTexts } from '../i18n/areaTexts';
import { i18nProvider } from '../i18n/i18nProvider';
import ShortCodeFormPanel from './ShortCodeFormPanel';

// The console's own translator, with the Digital Channels texts loaded as the area would.
beforeAll(() => loadAreaTexts('digichannel'));

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

const renderForm = (mode: 'insert' | 'edit') => {
  const http = vi.fn<Http>(async (_method, path) =>
    path === '/auth/accountgroups' ? [{ id: 3, account_group_name: 'Summit Specialty Care' }] : { ShortCodeId: 3 },
  );
  const close = vi.fn();
  render(
    <MemoryRouter>
      <AdminContext dataProvider={createDataProvider([shortCodes], http)} authProvider={signedInAdmin} i18nProvider={i18nProvider}>
        <ShortCodeFormPanel
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

describe('ShortCodeFormPanel', () => {
  it('offers the account-group dropdown to staff users, with the groups loaded', async () => {
    signInAs('STAFF');
    renderForm('insert');
    await userEvent.click(await screen.findByRole('combobox', { name: GROUP_LABEL }));
    expect(await screen.findByRole('option', { name: 'Summit Specialty Care' })).toBeInTheDocument();
  }, 30_000);

  it('hides the account-group dropdown for user type SISL and never loads the groups', async () => {
    signInAs('SISL');
    const { http } = renderForm('insert');
    await screen.findByLabelText(/Help Message/);
    expect(screen.queryByRole('combobox', { name: GROUP_LABEL })).toBeNull();
    expect(http.mock.calls.some(([, path]) => path === '/auth/accountgroups')).toBe(false);
  });

  it('refuses in the required order without calling the platform', async () => {
    signInAs('STAFF');
    const { http } = renderForm('insert');
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
});
