// The vendor forms, generated from the declarations: MetadataJSON's keys are fields sent back as
// JSON text (its schema's contentSchema); SISL users see neither the account group nor the password (hiddenFor);
// the schema's if/then on the type shows and requires the SMS and web fields.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { vendors } from './vendors';
import { TOKEN_KEY } from '../src/auth/loginHash';
import { testToken } from '../src/auth/testToken';
import { fails, renderWithPlatform, type Routes } from '../src/engine/__fixtures__/fakePlatform';
import { DetailsView } from '../src/engine/DetailsView';
import { GeneratedForm } from '../src/engine/GeneratedForm';

const TYPES = [
  { VendorTypeCode: 'SMS', VendorTypeDesc: 'SMS' },
  { VendorTypeCode: 'EMAIL', VendorTypeDesc: 'EMAIL' },
  { VendorTypeCode: 'WEB', VendorTypeDesc: 'Web Program' },
];
const GROUPS = [{ id: 3, account_group_name: 'Summit Specialty Care' }];
const signedInAs = (user_type: string) =>
  sessionStorage.setItem(
    TOKEN_KEY,
    testToken({ email: 'a@x.org', role: 'slink-sys-admin', user_type, exp: Math.floor(Date.now() / 1000) + 600 }),
  );
const noop = () => undefined;

const render = (mode: 'create' | 'edit', record: Record<string, unknown> | undefined, routes: Routes = {}) =>
  renderWithPlatform(<GeneratedForm config={vendors} mode={mode} record={record as never} close={noop} cancel={noop} />, [vendors], {
    'GET /text-service/smsvendors/typecodes': TYPES,
    'GET /auth/accountgroups': GROUPS,
    'POST /text-service/smsvendors/account': (body: unknown) => ({ ...(body as object), VendorAccountID: 12 }),
    // An edit reads the record afresh before it saves (no silent lost update): unchanged here.
    ...(record ? { 'GET /text-service/smsvendors/': [record] } : {}),
    ...routes,
  });
const chooseType = async (name: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Type/ }));
  await userEvent.click(await screen.findByRole('option', { name }));
};
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));
const saved = (calls: { method: string; path: string; body?: unknown }[]) =>
  calls.find((c) => c.method === 'POST')?.body as Record<string, string>;

// Typing through several inputs is slow on a shared machine: a wider per-test budget.
describe('vendor forms', { timeout: 20_000 }, () => {
  afterEach(() => sessionStorage.clear());

  it('for a SISL user: no account group, no password; SMS asks for asid; the body carries MetadataJSON text', async () => {
    signedInAs('SISL');
    const { calls } = render('create', undefined);
    await userEvent.type(await screen.findByLabelText(/^Vendor Name/), 'Twilio West');
    await chooseType('SMS');
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Account Group' })).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Auth Token/), 'tok-9');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Account SID cannot be empty for an SMS vendor.');
    expect(saved(calls)).toBeUndefined();

    await userEvent.type(screen.getByLabelText(/^Account SID/), 'AC9');
    await save();
    await waitFor(() =>
      expect(saved(calls)).toEqual({
        VendorName: 'Twilio West',
        AccountName: '',
        VendorTypeCode: 'SMS',
        MetadataJSON: '{"authToken":"tok-9","asid":"AC9"}',
      }),
    );
    expect(calls.some((c) => c.path === '/auth/accountgroups')).toBe(false);
  });

  it('for staff: account group and password on create; a web program needs its Account Type', async () => {
    signedInAs('STAFF');
    const { calls } = render('create', undefined);
    await userEvent.type(await screen.findByLabelText(/^Vendor Name/), 'Surveys');
    await chooseType('Web Program');
    expect(screen.queryByLabelText(/^Account SID/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Auth Token/), 'qx');
    await userEvent.type(screen.getByLabelText('Password', { exact: true }), 'Portal#1');
    await userEvent.click(screen.getByRole('combobox', { name: 'Account Group' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Summit Specialty Care' }));
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Account Type cannot be empty for a web program vendor.');
    await userEvent.type(screen.getByLabelText(/^Account Type/), 'brand-1');
    await save();
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(JSON.parse(saved(calls).MetadataJSON)).toEqual({
      accountGroupId: 3,
      authToken: 'qx',
      password: 'Portal#1',
      qualtricsAccount: 'brand-1',
    });
  });

  it('edits without showing the password, and keeps it and unknown keys in MetadataJSON', async () => {
    signedInAs('STAFF');
    const record = {
      id: 5,
      VendorAccountID: 5,
      VendorName: 'Twilio Main',
      AccountName: 'Outreach',
      VendorTypeCode: 'SMS',
      MetadataJSON: '{"authToken":"old","asid":"AC1","password":"Keep#1","region":"us1"}',
    };
    const { calls } = render('edit', record);
    const token = await screen.findByLabelText(/^Auth Token/);
    expect(screen.getByLabelText(/^Account SID/)).toHaveValue('AC1');
    expect(screen.queryByLabelText('Password', { exact: true })).toBeNull();
    await userEvent.clear(token);
    await userEvent.type(token, 'new');
    await save();
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(saved(calls)).toMatchObject({ VendorAccountID: 5, VendorName: 'Twilio Main', AccountName: 'Outreach', VendorTypeCode: 'SMS' });
    expect(JSON.parse(saved(calls).MetadataJSON)).toEqual({ authToken: 'new', asid: 'AC1', password: 'Keep#1', region: 'us1' });
  });

  it('keeps showing the stored type when the type codes fail to load, without an out-of-range warning', async () => {
    signedInAs('STAFF');
    const logged = [vi.spyOn(console, 'warn'), vi.spyOn(console, 'error')];
    try {
      const record = {
        id: 5,
        VendorAccountID: 5,
        VendorName: 'Twilio Main',
        AccountName: 'Outreach',
        VendorTypeCode: 'SMS',
        MetadataJSON: '{}',
      };
      render('edit', record, { 'GET /text-service/smsvendors/typecodes': fails('down') });
      expect(await screen.findByRole('combobox', { name: /^Type/ })).toHaveTextContent('SMS');
      const outOfRange = logged.flatMap((spy) => spy.mock.calls).filter((args) => String(args[0]).includes('out-of-range'));
      expect(outOfRange).toEqual([]);
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });

  it('shows a failed type-code load with its prefix', async () => {
    signedInAs('STAFF');
    render('create', undefined, { 'GET /text-service/smsvendors/typecodes': fails('down') });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred loading the typecodes: down');
  });

  it('says plainly that the name is taken when the platform answers Conflict', async () => {
    signedInAs('STAFF');
    render('create', undefined, { 'POST /text-service/smsvendors/account': fails('Conflict') });
    await userEvent.type(await screen.findByLabelText(/^Vendor Name/), 'Twilio Main');
    await chooseType('EMAIL');
    await userEvent.type(screen.getByLabelText(/^Auth Token/), 'k');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Check that a vendor account with that name does not already exist.');
  });
});

describe('vendor details and type changes', { timeout: 20_000 }, () => {
  afterEach(() => sessionStorage.clear());
  const record = {
    id: 5,
    VendorAccountID: 5,
    VendorName: 'Twilio Main',
    AccountName: 'Outreach',
    VendorTypeCode: 'SMS',
    ShortCodeCount: 2,
    ModifiedDateTime: '2026-01-02T03:04:05Z',
    MetadataJSON: '{"authToken":"9f8c2e41d7b64a0f","asid":"AC1","accountGroupId":3,"password":"Keep#1","region":"us1"}',
  };

  it('an edit sends exactly the upsert fields, and a new type drops the keys of the old one', async () => {
    signedInAs('STAFF');
    const { calls } = render('edit', record);
    await screen.findByLabelText(/^Account SID/);
    await chooseType('EMAIL');
    expect(screen.queryByLabelText(/^Account SID/)).toBeNull();
    await save();
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(Object.keys(saved(calls)).sort()).toEqual(['AccountName', 'MetadataJSON', 'VendorAccountID', 'VendorName', 'VendorTypeCode']);
    expect(JSON.parse(saved(calls).MetadataJSON)).toEqual({
      authToken: '9f8c2e41d7b64a0f',
      accountGroupId: 3,
      password: 'Keep#1',
      region: 'us1',
    });
  });

  it('a SISL user editing keeps the account group they cannot see', async () => {
    signedInAs('sisl');
    const { calls } = render('edit', record);
    await save();
    await waitFor(() => expect(saved(calls)).toBeDefined());
    expect(JSON.parse(saved(calls).MetadataJSON)).toMatchObject({ accountGroupId: 3, asid: 'AC1' });
  });

  const renderDetails = () =>
    renderWithPlatform(<DetailsView config={vendors} mode="show" record={record as never} close={noop} cancel={noop} />, [vendors], {
      'GET /auth/accountgroups': GROUPS,
      'GET /text-service/smsvendors/5/shortcodes': [{ ShortCodeId: 8, ShortCode: '28490', VendorAccountID: 5 }],
    });

  it('the details show the account group by name and the auth token by its last characters, never the password', async () => {
    signedInAs('STAFF');
    renderDetails();
    expect(await screen.findByText('Summit Specialty Care')).toBeInTheDocument();
    expect(screen.getByText('•••• 4a0f')).toBeInTheDocument();
    expect(screen.getByText('AC1')).toBeInTheDocument();
    expect(screen.queryByText('Keep#1')).toBeNull();
    expect(screen.queryByText('9f8c2e41d7b64a0f')).toBeNull();
    expect(screen.queryByText('Account Type')).toBeNull();
    // An SMS vendor's short codes, not email domains.
    expect(await screen.findByText('Short Codes (1)')).toBeInTheDocument();
    expect(screen.getByText('28490')).toBeInTheDocument();
    expect(screen.queryByText(/^Email Domains/)).toBeNull();
  });

  it('the details leave the account group out for a SISL user, without loading the groups', async () => {
    signedInAs('SISL');
    const { calls } = renderDetails();
    expect(await screen.findByText('•••• 4a0f')).toBeInTheDocument();
    expect(screen.queryByText('Account Group')).toBeNull();
    expect(calls.some((c) => c.path === '/auth/accountgroups')).toBe(false);
  });
});
